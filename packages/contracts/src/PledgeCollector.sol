// SPDX-License-Identifier: MIT
pragma solidity 0.8.30;

import {IERC20} from "@openzeppelin/contracts/token/ERC20/IERC20.sol";
import {SafeERC20} from "@openzeppelin/contracts/token/ERC20/utils/SafeERC20.sol";
import {ReentrancyGuardTransient} from "@openzeppelin/contracts/utils/ReentrancyGuardTransient.sol";
import {EIP712} from "@openzeppelin/contracts/utils/cryptography/EIP712.sol";
import {SignatureChecker} from "@openzeppelin/contracts/utils/cryptography/SignatureChecker.sol";

/// @title Monthly giving: pulls a donor's signed pledge, one period at a time, into that pledge's vault.
/// @notice A donor signs one EIP-712 `Pledge` (vault, token, amount per period, period length, number
/// of periods, start, salt; the chain id and this contract are in the domain) and gives this contract
/// an allowance of at most amount × periods. Anyone may then `collect` the current period: exactly
/// `amount`, once per (pledge, period), from the donor straight into the signed vault (one Transfer,
/// donor to vault, so it is the donor's donation like any other), and never after the donor cancelled.
/// A period not collected while it lasts is missed, never caught up later. Only keep-it-all
/// CampaignVaults (clones of `vaultImplementation`, deployed or not yet) are paid: an all-or-nothing
/// vault counts only its own entry points (decision 090), so a pledge into one is refused.
contract PledgeCollector is ReentrancyGuardTransient, EIP712 {
    using SafeERC20 for IERC20;

    struct Pledge {
        address donor;
        address vault;
        address token;
        uint256 amount;
        uint256 period;
        uint256 periods;
        uint256 start;
        bytes32 salt;
    }

    bytes32 public constant PLEDGE_TYPEHASH = keccak256(
        "Pledge(address donor,address vault,address token,uint256 amount,uint256 period,uint256 periods,uint256 start,bytes32 salt)"
    );
    bytes32 public constant CANCEL_TYPEHASH = keccak256("CancelPledge(bytes32 pledgeId)");
    /// @notice The shortest period a pledge may have.
    uint256 public constant MIN_PERIOD = 1 days;

    /// @notice The CampaignVault implementation whose EIP-1167 clones may receive pledges.
    address public immutable vaultImplementation;
    /// @dev extcodehash of such a clone (45 bytes of runtime code naming the implementation).
    bytes32 private immutable _cloneCodeHash;

    /// @notice Whether period `index` of pledge `pledgeId` was collected.
    mapping(bytes32 pledgeId => mapping(uint256 index => bool)) public collected;
    /// @notice Periods collected so far per pledge.
    mapping(bytes32 pledgeId => uint256) public collectedCount;
    mapping(bytes32 pledgeId => bool) public cancelled;

    event PledgeCollected(
        bytes32 indexed pledgeId,
        address indexed donor,
        address indexed vault,
        address token,
        uint256 period,
        uint256 amount
    );
    event PledgeCancelled(bytes32 indexed pledgeId, address indexed donor);

    error ZeroAddress();
    error ZeroAmount();
    error PeriodTooShort(uint256 period, uint256 minPeriod);
    error NoPeriods();
    error InvalidSignature(address donor);
    error NotDonor(address caller);
    error PledgeIsCancelled(bytes32 pledgeId);
    error NotStarted(uint256 start);
    error PledgeEnded(uint256 periods);
    error NotCurrentPeriod(uint256 requested, uint256 current);
    error AlreadyCollected(bytes32 pledgeId, uint256 period);
    error NotACampaignVault(address vault);

    constructor(address vaultImplementation_) EIP712("CrowdVault Pledges", "1") {
        if (vaultImplementation_ == address(0)) revert ZeroAddress();
        vaultImplementation = vaultImplementation_;
        _cloneCodeHash = keccak256(
            abi.encodePacked(hex"363d3d373d3d3d363d73", vaultImplementation_, hex"5af43d82803e903d91602b57fd5bf3")
        );
    }

    /// @notice Moves period `index` of the pledge (the current one) from the donor into its vault.
    /// `index` is named so that a transaction meant for one period can never pay another.
    function collect(Pledge calldata pledge, bytes calldata signature, uint256 index) external nonReentrant {
        bytes32 id = pledgeId(pledge);
        if (cancelled[id]) revert PledgeIsCancelled(id);
        _checkTerms(pledge);
        if (!SignatureChecker.isValidSignatureNowCalldata(pledge.donor, id, signature)) {
            revert InvalidSignature(pledge.donor);
        }
        uint256 current = currentPeriod(pledge);
        if (index != current) revert NotCurrentPeriod(index, current);
        if (collected[id][index]) revert AlreadyCollected(id, index);
        address vault = pledge.vault;
        if (vault.code.length != 0 && vault.codehash != _cloneCodeHash) revert NotACampaignVault(vault);
        collected[id][index] = true;
        collectedCount[id] += 1;
        IERC20(pledge.token).safeTransferFrom(pledge.donor, vault, pledge.amount);
        emit PledgeCollected(id, pledge.donor, vault, pledge.token, index, pledge.amount);
    }

    /// @notice The donor stops the pledge: no period is collected after this transaction.
    function cancel(Pledge calldata pledge) external {
        if (msg.sender != pledge.donor) revert NotDonor(msg.sender);
        _cancel(pledgeId(pledge), pledge.donor);
    }

    /// @notice Anyone relays the donor's EIP-712 `CancelPledge(pledgeId)` signature (an EOA's, or a
    /// contract wallet's through ERC-1271): how a cancellation costs the donor no gas.
    function cancelWithSig(Pledge calldata pledge, bytes calldata signature) external {
        bytes32 id = pledgeId(pledge);
        if (!SignatureChecker.isValidSignatureNowCalldata(pledge.donor, cancelDigest(id), signature)) {
            revert InvalidSignature(pledge.donor);
        }
        _cancel(id, pledge.donor);
    }

    /// @notice The index of the period running now: reverts before the start and after the last one.
    function currentPeriod(Pledge calldata pledge) public view returns (uint256 index) {
        if (block.timestamp < pledge.start) revert NotStarted(pledge.start);
        index = (block.timestamp - pledge.start) / pledge.period;
        if (index >= pledge.periods) revert PledgeEnded(pledge.periods);
    }

    /// @notice The EIP-712 digest the donor signs; it is also the pledge's id (unique per chain and
    /// collector, as the domain holds both).
    function pledgeId(Pledge calldata pledge) public view returns (bytes32) {
        return _hashTypedDataV4(
            keccak256(
                abi.encode(
                    PLEDGE_TYPEHASH,
                    pledge.donor,
                    pledge.vault,
                    pledge.token,
                    pledge.amount,
                    pledge.period,
                    pledge.periods,
                    pledge.start,
                    pledge.salt
                )
            )
        );
    }

    function cancelDigest(bytes32 id) public view returns (bytes32) {
        return _hashTypedDataV4(keccak256(abi.encode(CANCEL_TYPEHASH, id)));
    }

    function domainSeparator() external view returns (bytes32) {
        return _domainSeparatorV4();
    }

    function _checkTerms(Pledge calldata pledge) private pure {
        if (pledge.donor == address(0) || pledge.vault == address(0) || pledge.token == address(0)) {
            revert ZeroAddress();
        }
        if (pledge.amount == 0) revert ZeroAmount();
        if (pledge.period < MIN_PERIOD) revert PeriodTooShort(pledge.period, MIN_PERIOD);
        if (pledge.periods == 0) revert NoPeriods();
    }

    function _cancel(bytes32 id, address donor) private {
        if (cancelled[id]) revert PledgeIsCancelled(id);
        cancelled[id] = true;
        emit PledgeCancelled(id, donor);
    }
}
