// SPDX-License-Identifier: MIT
pragma solidity 0.8.30;

import {Clones} from "@openzeppelin/contracts/proxy/Clones.sol";
import {AllOrNothingVault} from "./AllOrNothingVault.sol";
import {FeeSplit} from "./FeeSplit.sol";

/// @title Predicts and deploys one AllOrNothingVault clone per campaign at a CREATE2 address.
/// @notice The salt commits to the campaign, the owner, the goal, the deadline and the token list,
/// so the address a campaign page shows can only ever hold a vault with exactly those terms: nobody,
/// the creator and the platform included, can deploy it with another goal, deadline or token (a
/// fake token to fake progress would give another address). Anyone may deploy it.
contract AllOrNothingFactory {
    uint256 public constant FEE_BPS = FeeSplit.FEE_BPS;

    address public immutable treasury;
    address public immutable implementation;

    event AllOrNothingVaultDeployed(
        uint256 indexed campaignId, address indexed owner, address vault, uint256 goal, uint256 deadline, address[] tokens
    );

    error ZeroAddress();

    constructor(address treasury_) {
        if (treasury_ == address(0)) revert ZeroAddress();
        treasury = treasury_;
        implementation = address(new AllOrNothingVault());
    }

    function vaultSalt(uint256 campaignId, address owner, uint256 goal, uint256 deadline, address[] calldata tokens)
        public
        pure
        returns (bytes32)
    {
        return keccak256(abi.encode(campaignId, owner, goal, deadline, tokens));
    }

    function predictVaultAddress(
        uint256 campaignId,
        address owner,
        uint256 goal,
        uint256 deadline,
        address[] calldata tokens
    ) public view returns (address) {
        return Clones.predictDeterministicAddress(implementation, vaultSalt(campaignId, owner, goal, deadline, tokens));
    }

    /// @notice Deploys the vault, or returns it when it already exists (idempotent, so racing
    /// deployments never fail). The vault refuses bad terms with its own errors (DeadlineInPast,
    /// DurationTooLong, GoalTooLow, NoTokens, TooManyTokens, DuplicateToken, UnsupportedDecimals).
    function deployVault(uint256 campaignId, address owner, uint256 goal, uint256 deadline, address[] calldata tokens)
        external
        returns (address vault)
    {
        if (owner == address(0)) revert ZeroAddress();
        bytes32 salt = vaultSalt(campaignId, owner, goal, deadline, tokens);
        vault = Clones.predictDeterministicAddress(implementation, salt);
        if (vault.code.length > 0) return vault;
        Clones.cloneDeterministic(implementation, salt);
        AllOrNothingVault(vault).initialize(owner, treasury, goal, deadline, tokens);
        emit AllOrNothingVaultDeployed(campaignId, owner, vault, goal, deadline, tokens);
    }
}
