// SPDX-License-Identifier: MIT
pragma solidity 0.8.30;

import {Clones} from "@openzeppelin/contracts/proxy/Clones.sol";
import {IERC20} from "@openzeppelin/contracts/token/ERC20/IERC20.sol";
import {IERC20Permit} from "@openzeppelin/contracts/token/ERC20/extensions/IERC20Permit.sol";
import {CampaignVault} from "./CampaignVault.sol";
import {FeeSplit} from "./FeeSplit.sol";

/// @title Predicts and deploys one CampaignVault clone per (campaign, owner) at a CREATE2 address.
/// @notice Donations can be sent to the predicted address before the vault exists; the first
/// withdrawal deploys it (deployVault then withdraw, or withdrawWithSig here in one transaction).
contract CampaignFactory {
    uint256 public constant FEE_BPS = FeeSplit.FEE_BPS;

    address public immutable treasury;
    address public immutable implementation;

    event VaultDeployed(uint256 indexed campaignId, address indexed owner, address vault);

    error ZeroAddress();
    error PermitNotApplied(uint256 allowance, uint256 amount);

    constructor(address treasury_) {
        if (treasury_ == address(0)) revert ZeroAddress();
        treasury = treasury_;
        implementation = address(new CampaignVault());
    }

    /// @notice The salt commits to the owner too, so nobody can deploy a campaign's vault with another owner.
    function vaultSalt(uint256 campaignId, address owner) public pure returns (bytes32) {
        return keccak256(abi.encode(campaignId, owner));
    }

    function predictVaultAddress(uint256 campaignId, address owner) public view returns (address) {
        return Clones.predictDeterministicAddress(implementation, vaultSalt(campaignId, owner));
    }

    function isDeployed(uint256 campaignId, address owner) external view returns (bool) {
        return predictVaultAddress(campaignId, owner).code.length > 0;
    }

    /// @notice Deploys the vault, or returns it when it already exists, so racing first withdrawals
    /// (relayer and owner at once) never fail on deployment. Callable by anyone: the salt binds the owner.
    function deployVault(uint256 campaignId, address owner) public returns (address vault) {
        if (owner == address(0)) revert ZeroAddress();
        vault = predictVaultAddress(campaignId, owner);
        if (vault.code.length > 0) return vault;
        Clones.cloneDeterministic(implementation, vaultSalt(campaignId, owner));
        CampaignVault(payable(vault)).initialize(owner, treasury);
        emit VaultDeployed(campaignId, owner, vault);
    }

    /// @notice Deploys the vault if needed and relays the owner's signed withdrawal, in one transaction.
    function withdrawWithSig(
        uint256 campaignId,
        address owner,
        address token,
        uint256 amount,
        address recipient,
        uint256 deadline,
        bytes calldata signature
    ) external returns (address vault, uint256 fee, uint256 payout) {
        vault = deployVault(campaignId, owner);
        (fee, payout) = CampaignVault(payable(vault)).withdrawWithSig(token, amount, recipient, deadline, signature);
    }

    /// @notice A gasless donation of an EIP-2612 token: applies `donor`'s permit, whose spender is the
    /// campaign's vault, and has the vault pull `amount` from the donor, in one transaction; the vault
    /// is deployed first if needed. The money goes from the donor straight into the vault (one
    /// Transfer, donor to vault); neither this factory nor the caller ever holds it. Because the
    /// permit names the vault, a copied signature can pay no other address.
    function donateWithPermit(
        uint256 campaignId,
        address owner,
        address token,
        address donor,
        uint256 amount,
        uint256 deadline,
        uint8 v,
        bytes32 r,
        bytes32 s
    ) external returns (address vault) {
        vault = deployVault(campaignId, owner);
        // Someone who copies the signature from the mempool and submits the permit first only sets
        // the same allowance: go on when it is already there instead of failing the donation.
        try IERC20Permit(token).permit(donor, vault, amount, deadline, v, r, s) {}
        catch {
            uint256 allowance = IERC20(token).allowance(donor, vault);
            if (allowance < amount) revert PermitNotApplied(allowance, amount);
        }
        CampaignVault(payable(vault)).pullDonation(token, donor, amount);
    }

    /// @notice How `amount` splits into the treasury fee and the recipient payout.
    function split(uint256 amount) external pure returns (uint256 fee, uint256 payout) {
        return FeeSplit.split(amount);
    }
}
