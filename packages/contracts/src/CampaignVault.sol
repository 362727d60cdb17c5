// SPDX-License-Identifier: MIT
pragma solidity 0.8.30;

import {Initializable} from "@openzeppelin/contracts/proxy/utils/Initializable.sol";
import {IERC20} from "@openzeppelin/contracts/token/ERC20/IERC20.sol";
import {SafeERC20} from "@openzeppelin/contracts/token/ERC20/utils/SafeERC20.sol";
import {Address} from "@openzeppelin/contracts/utils/Address.sol";
import {ReentrancyGuardTransient} from "@openzeppelin/contracts/utils/ReentrancyGuardTransient.sol";
import {ECDSA} from "@openzeppelin/contracts/utils/cryptography/ECDSA.sol";
import {EIP712} from "@openzeppelin/contracts/utils/cryptography/EIP712.sol";
import {FeeSplit} from "./FeeSplit.sol";

/// @title One campaign's vault: holds donations (ERC-20 and native coin) and pays them out with the fee.
/// @notice Deployed as an EIP-1167 clone by CampaignFactory. The EIP-712 domain is recomputed per clone
/// (OZ EIP712 falls back to building the separator when address(this) differs from the implementation),
/// so a signature is bound to this vault's address and the chain id.
contract CampaignVault is Initializable, ReentrancyGuardTransient, EIP712 {
    using SafeERC20 for IERC20;

    uint256 public constant FEE_BPS = FeeSplit.FEE_BPS;

    bytes32 public constant WITHDRAW_TYPEHASH =
        keccak256("Withdraw(address token,uint256 amount,address recipient,uint256 nonce,uint256 deadline)");

    address public owner;
    address public treasury;
    /// @notice Nonce of the next valid signed withdrawal; each use, cancellation or change of owner bumps it.
    uint256 public nonce;
    /// @notice The address the owner proposed to hand the vault to; it becomes owner when it accepts.
    address public pendingOwner;

    event Withdrawn(address indexed token, address indexed recipient, uint256 amount, uint256 fee, uint256 payout);
    event SignaturesCancelled(uint256 nextNonce);
    event OwnershipTransferStarted(address indexed previousOwner, address indexed newOwner);
    event OwnershipTransferCancelled(address indexed owner, address indexed cancelledOwner);
    event OwnershipTransferred(address indexed previousOwner, address indexed newOwner);

    error NotOwner();
    error NotPendingOwner(address caller);
    error NoPendingOwner();
    error ZeroAddress();
    error ZeroAmount();
    error InsufficientBalance(uint256 available, uint256 requested);
    error SignatureExpired(uint256 deadline);
    error InvalidSigner(address signer);
    error UnexpectedBalanceChange(uint256 expected, uint256 actual);

    modifier onlyOwner() {
        if (msg.sender != owner) revert NotOwner();
        _;
    }

    /// @dev The implementation only lends its code to clones: lock it so nobody can own it.
    constructor() EIP712("CrowdVault", "1") {
        _disableInitializers();
    }

    receive() external payable {}

    /// @notice Called once by the factory in the transaction that creates the clone.
    function initialize(address owner_, address treasury_) external initializer {
        if (owner_ == address(0) || treasury_ == address(0)) revert ZeroAddress();
        owner = owner_;
        treasury = treasury_;
    }

    /// @notice Owner pays `amount` of `token` (address(0) = native coin) out: the fee to the treasury,
    /// the rest to `recipient`.
    function withdraw(address token, uint256 amount, address recipient)
        external
        onlyOwner
        nonReentrant
        returns (uint256 fee, uint256 payout)
    {
        return _withdraw(token, amount, recipient);
    }

    /// @notice Same as withdraw, relayed by anyone holding the owner's EIP-712 `Withdraw` signature.
    function withdrawWithSig(
        address token,
        uint256 amount,
        address recipient,
        uint256 deadline,
        bytes calldata signature
    ) external nonReentrant returns (uint256 fee, uint256 payout) {
        if (block.timestamp > deadline) revert SignatureExpired(deadline);
        uint256 usedNonce = nonce;
        bytes32 digest = withdrawDigest(token, amount, recipient, usedNonce, deadline);
        // recover reverts on malformed signatures and on high-s (malleable) ones.
        address signer = ECDSA.recoverCalldata(digest, signature);
        if (signer != owner) revert InvalidSigner(signer);
        nonce = usedNonce + 1;
        return _withdraw(token, amount, recipient);
    }

    /// @notice Moves `amount` of `token` from `donor` into this vault, spending the allowance the donor
    /// gave this vault (an EIP-2612 permit naming this vault as spender: see
    /// CampaignFactory.donateWithPermit). Anyone may call it: an allowance to this vault can only ever
    /// pay this vault, so whoever submits it, the donor's money goes nowhere else.
    function pullDonation(address token, address donor, uint256 amount) external nonReentrant {
        if (amount == 0) revert ZeroAmount();
        IERC20(token).safeTransferFrom(donor, address(this), amount);
    }

    /// @notice Lets the owner void every signature handed out but not yet relayed.
    function cancelSignatures() external onlyOwner {
        uint256 next = nonce + 1;
        nonce = next;
        emit SignaturesCancelled(next);
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
        uint256 next = nonce + 1;
        nonce = next;
        emit SignaturesCancelled(next);
        emit OwnershipTransferred(previous, msg.sender);
    }

    /// @notice The EIP-712 digest the owner signs; exposed so off-chain code can check its encoding.
    function withdrawDigest(address token, uint256 amount, address recipient, uint256 nonce_, uint256 deadline)
        public
        view
        returns (bytes32)
    {
        return _hashTypedDataV4(keccak256(abi.encode(WITHDRAW_TYPEHASH, token, amount, recipient, nonce_, deadline)));
    }

    function domainSeparator() external view returns (bytes32) {
        return _domainSeparatorV4();
    }

    /// @notice How `amount` splits into the treasury fee and the recipient payout.
    function split(uint256 amount) external pure returns (uint256 fee, uint256 payout) {
        return FeeSplit.split(amount);
    }

    function _withdraw(address token, uint256 amount, address recipient)
        private
        returns (uint256 fee, uint256 payout)
    {
        if (recipient == address(0)) revert ZeroAddress();
        if (amount == 0) revert ZeroAmount();
        (fee, payout) = FeeSplit.split(amount);
        uint256 available = _balanceOf(token, address(this));
        if (available < amount) revert InsufficientBalance(available, amount);

        // Zero-value transfers are skipped: some tokens revert on them and they would only add noise.
        if (fee > 0) fee = _send(token, treasury, fee);
        payout = _send(token, recipient, payout);

        // Nothing may leave the vault beyond what was asked, whatever the token does on transfer.
        uint256 spent = available - _balanceOf(token, address(this));
        if (spent != amount) revert UnexpectedBalanceChange(amount, spent);

        // fee and payout are what treasury and recipient actually received: equal to the split for
        // ordinary tokens, less for fee-on-transfer tokens (the difference went to the token's own fee).
        emit Withdrawn(token, recipient, amount, fee, payout);
    }

    /// @dev Returns the amount `to` actually received, measured rather than trusted.
    function _send(address token, address to, uint256 value) private returns (uint256 received) {
        uint256 before = _balanceOf(token, to);
        if (token == address(0)) {
            Address.sendValue(payable(to), value);
        } else {
            IERC20(token).safeTransfer(to, value);
        }
        received = _balanceOf(token, to) - before;
    }

    function _balanceOf(address token, address account) private view returns (uint256) {
        return token == address(0) ? account.balance : IERC20(token).balanceOf(account);
    }
}
