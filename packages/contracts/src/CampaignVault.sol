// SPDX-License-Identifier: MIT
pragma solidity 0.8.30;

import {Initializable} from "@openzeppelin/contracts/proxy/utils/Initializable.sol";
import {IERC20} from "@openzeppelin/contracts/token/ERC20/IERC20.sol";
import {SafeERC20} from "@openzeppelin/contracts/token/ERC20/utils/SafeERC20.sol";
import {VaultWithdrawals} from "./VaultWithdrawals.sol";

/// @title One campaign's vault: holds donations (ERC-20 and native coin) and pays them out with the fee.
/// @notice Deployed as an EIP-1167 clone by CampaignFactory. Withdrawals (direct and signed) and the fee
/// are VaultWithdrawals'; this vault lets the owner take whatever it holds, and hand itself to another
/// owner in two steps.
contract CampaignVault is Initializable, VaultWithdrawals {
    using SafeERC20 for IERC20;

    /// @notice The address the owner proposed to hand the vault to; it becomes owner when it accepts.
    address public pendingOwner;

    event OwnershipTransferStarted(address indexed previousOwner, address indexed newOwner);
    event OwnershipTransferCancelled(address indexed owner, address indexed cancelledOwner);
    event OwnershipTransferred(address indexed previousOwner, address indexed newOwner);

    error NotPendingOwner(address caller);
    error NoPendingOwner();

    /// @dev The implementation only lends its code to clones: lock it so nobody can own it.
    constructor() {
        _disableInitializers();
    }

    receive() external payable {}

    /// @notice Called once by the factory in the transaction that creates the clone.
    function initialize(address owner_, address treasury_) external initializer {
        if (owner_ == address(0) || treasury_ == address(0)) revert ZeroAddress();
        owner = owner_;
        treasury = treasury_;
    }

    /// @notice Moves `amount` of `token` from `donor` into this vault, spending the allowance the donor
    /// gave this vault (an EIP-2612 permit naming this vault as spender: see
    /// CampaignFactory.donateWithPermit). Anyone may call it: an allowance to this vault can only ever
    /// pay this vault, so whoever submits it, the donor's money goes nowhere else.
    function pullDonation(address token, address donor, uint256 amount) external nonReentrant {
        if (amount == 0) revert ZeroAmount();
        IERC20(token).safeTransferFrom(donor, address(this), amount);
    }

    /// @notice Step one of handing the vault to another key: the owner names the new owner, who must
    /// accept. Naming another address replaces the pending proposal.
    function transferOwnership(address newOwner) external onlyOwner {
        if (newOwner == address(0)) revert ZeroAddress();
        pendingOwner = newOwner;
        emit OwnershipTransferStarted(owner, newOwner);
    }

    /// @notice The owner withdraws a proposal not yet accepted.
    function cancelOwnershipTransfer() external onlyOwner {
        address cancelled = pendingOwner;
        if (cancelled == address(0)) revert NoPendingOwner();
        delete pendingOwner;
        emit OwnershipTransferCancelled(owner, cancelled);
    }

    /// @notice Step two: the proposed address takes the vault. The nonce moves on, so no signature the
    /// previous owner handed out can be relayed, even should the vault ever return to that owner.
    function acceptOwnership() external {
        if (msg.sender != pendingOwner) revert NotPendingOwner(msg.sender);
        address previous = owner;
        owner = msg.sender;
        delete pendingOwner;
        _bumpNonce();
        emit OwnershipTransferred(previous, msg.sender);
    }

    /// @dev The owner may take anything the vault holds.
    function _checkWithdrawal(address token, uint256 amount) internal view override {
        uint256 available = _balanceOf(token, address(this));
        if (available < amount) revert InsufficientBalance(available, amount);
    }
}
