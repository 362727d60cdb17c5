// SPDX-License-Identifier: MIT
pragma solidity 0.8.30;

import {IERC20} from "@openzeppelin/contracts/token/ERC20/IERC20.sol";
import {SafeERC20} from "@openzeppelin/contracts/token/ERC20/utils/SafeERC20.sol";
import {MerkleProof} from "@openzeppelin/contracts/utils/cryptography/MerkleProof.sol";
import {ReentrancyGuard} from "@openzeppelin/contracts/utils/ReentrancyGuard.sol";

/// @notice Every term of a round's pool; all are in its CREATE2 address (MatchingPoolFactory).
/// Times in unix seconds.
struct PoolTerms {
    uint256 roundId;
    address token;
    address sponsor;
    address operator;
    uint256 closesAt;
    uint256 challengePeriod;
    uint256 gracePeriod;
}

/// @title One matching round's pool (issue 44, decision 139): funded by anyone in the round's token,
/// it pays only the (vault, amount) entries of a Merkle root the operator publishes after close,
/// each once, never more than it holds or than the published total, and returns what is left to
/// the sponsor only once the result is final.
/// @notice Funding is a plain ERC-20 transfer to this address: the balance is what counts (the
/// server reads it at close). Leaf = keccak256(bytes.concat(keccak256(abi.encode(block.chainid,
/// pool, vault, amount)))): double-hashed as OpenZeppelin recommends, and bound to this pool and
/// chain, so a proof for another round's pool proves nothing here.
contract MatchingPool is ReentrancyGuard {
    using SafeERC20 for IERC20;

    /// @notice Why an entry was not paid (PayoutSkipped's reason).
    enum Skip {
        None,
        AlreadyPaid,
        NotInResult,
        OverTotal,
        OverBalance,
        VaultNotSucceeded,
        TransferFailed
    }

    struct Entry {
        address vault;
        uint256 amount;
        bytes32[] proof;
    }

    /// @dev AllOrNothingVault.State.Succeeded.
    uint256 private constant SUCCEEDED = 1;

    uint256 public immutable roundId;
    IERC20 public immutable token;
    address public immutable sponsor;
    /// @notice The platform's address: the only one that may publish (or, before final, replace) a result.
    address public immutable operator;
    /// @notice Unix seconds; the round's donation window ends at and including this second.
    uint256 public immutable closesAt;
    /// @notice Seconds between the first publication and `finalizeAt` (the challenge window).
    uint256 public immutable challengePeriod;
    /// @notice Seconds after `finalizeAt` (or after close, with no result) before the sponsor may
    /// take back what is left even though entries are unpaid.
    uint256 public immutable gracePeriod;

    bytes32 public root;
    uint256 public total;
    /// @notice 0 until a result is published; payouts start and replacements stop at this second.
    uint256 public finalizeAt;
    uint256 public paidTotal;
    bool public settled;
    mapping(bytes32 leaf => bool) public paid;

    event ResultPublished(bytes32 indexed root, uint256 total, uint256 finalizeAt, bool replaced);
    event MatchPaid(address indexed vault, uint256 amount, bytes32 leaf);
    event PayoutSkipped(address indexed vault, uint256 amount, Skip reason);
    event LeftoverReturned(address indexed sponsor, uint256 amount);

    error ZeroAddress();
    error NotOperator(address caller);
    error RoundOpen(uint256 closesAt);
    error ResultFinal(uint256 finalizeAt);
    error NotFinal(uint256 finalizeAt);
    error PoolSettled();
    error EmptyResult();
    error TotalExceedsBalance(uint256 total, uint256 balance);
    error EntryRefused(address vault, uint256 amount, Skip reason);
    error LeftoverNotYet(uint256 availableAt);

    constructor(PoolTerms memory terms) {
        if (terms.token == address(0) || terms.sponsor == address(0) || terms.operator == address(0)) {
            revert ZeroAddress();
        }
        roundId = terms.roundId;
        token = IERC20(terms.token);
        sponsor = terms.sponsor;
        operator = terms.operator;
        closesAt = terms.closesAt;
        challengePeriod = terms.challengePeriod;
        gracePeriod = terms.gracePeriod;
    }

    /// @notice The leaf for `vault` and `amount` in this pool's result (matching-merkle.ts builds the same).
    function leafOf(address vault, uint256 amount) public view returns (bytes32) {
        return keccak256(bytes.concat(keccak256(abi.encode(block.chainid, address(this), vault, amount))));
    }

    /// @notice The operator publishes the result after close; it may replace it (a moderator's
    /// exclusion) until `finalizeAt`, which the first publication fixes and replacements keep.
    function publishResult(bytes32 root_, uint256 total_) external {
        if (msg.sender != operator) revert NotOperator(msg.sender);
        if (settled) revert PoolSettled();
        if (block.timestamp <= closesAt) revert RoundOpen(closesAt);
        bool replaced = finalizeAt != 0;
        // Payouts start at finalizeAt, so before it none has happened.
        if (replaced && block.timestamp >= finalizeAt) revert ResultFinal(finalizeAt);
        if (root_ == bytes32(0) || total_ == 0) revert EmptyResult();
        uint256 balance = token.balanceOf(address(this));
        if (total_ > balance) revert TotalExceedsBalance(total_, balance);
        if (!replaced) finalizeAt = block.timestamp + challengePeriod;
        root = root_;
        total = total_;
        emit ResultPublished(root_, total_, finalizeAt, replaced);
    }

    /// @notice Anyone pushes one entry's match into its vault. Reverts when the entry can never be
    /// paid as given (already paid, not in the result, beyond the total or the balance); returns
    /// false, with PayoutSkipped, when the vault cannot take it now (an all-or-nothing vault that
    /// has not succeeded, a transfer the token refused): the entry stays payable.
    function payout(address vault, uint256 amount, bytes32[] calldata proof) external nonReentrant returns (bool) {
        _checkFinal();
        Skip reason = _pay(vault, amount, proof);
        if (reason == Skip.None) return true;
        if (reason == Skip.VaultNotSucceeded || reason == Skip.TransferFailed) return false;
        revert EntryRefused(vault, amount, reason);
    }

    /// @notice Pays each entry independently: one that cannot be paid is skipped with
    /// PayoutSkipped and never blocks the others, so an interrupted batch resent pays only the rest.
    function payoutMany(Entry[] calldata entries) external nonReentrant returns (uint256 paidCount) {
        _checkFinal();
        for (uint256 i = 0; i < entries.length; ++i) {
            if (_pay(entries[i].vault, entries[i].amount, entries[i].proof) == Skip.None) ++paidCount;
        }
    }

    /// @notice What is left goes to the sponsor once the result is final and every entry is paid,
    /// or once the grace period after final (or after close, if no result was ever published) has
    /// passed. It ends the pool: no payout after it. Callable again for money sent later.
    function returnLeftover() external nonReentrant returns (uint256 amount) {
        uint256 availableAt = leftoverAvailableAt();
        if (block.timestamp < availableAt) revert LeftoverNotYet(availableAt);
        settled = true;
        amount = token.balanceOf(address(this));
        token.safeTransfer(sponsor, amount);
        emit LeftoverReturned(sponsor, amount);
    }

    /// @notice The first second returnLeftover may be called.
    function leftoverAvailableAt() public view returns (uint256) {
        if (finalizeAt == 0) return closesAt + gracePeriod + 1;
        if (paidTotal == total) return finalizeAt;
        return finalizeAt + gracePeriod;
    }

    function _checkFinal() private view {
        if (settled) revert PoolSettled();
        if (finalizeAt == 0 || block.timestamp < finalizeAt) revert NotFinal(finalizeAt);
    }

    function _pay(address vault, uint256 amount, bytes32[] calldata proof) private returns (Skip reason) {
        bytes32 leaf = leafOf(vault, amount);
        reason = _refusal(leaf, vault, amount, proof);
        if (reason == Skip.None) {
            // Marked before the transfer and undone if it fails: a token's hook cannot pay it twice.
            paid[leaf] = true;
            paidTotal += amount;
            if (token.trySafeTransfer(vault, amount)) {
                emit MatchPaid(vault, amount, leaf);
                return Skip.None;
            }
            paid[leaf] = false;
            paidTotal -= amount;
            reason = Skip.TransferFailed;
        }
        emit PayoutSkipped(vault, amount, reason);
    }

    function _refusal(bytes32 leaf, address vault, uint256 amount, bytes32[] calldata proof)
        private
        view
        returns (Skip)
    {
        if (paid[leaf]) return Skip.AlreadyPaid;
        if (amount == 0 || !MerkleProof.verifyCalldata(proof, root, leaf)) return Skip.NotInResult;
        if (paidTotal + amount > total) return Skip.OverTotal;
        if (amount > token.balanceOf(address(this))) return Skip.OverBalance;
        if (!_mayReceive(vault)) return Skip.VaultNotSucceeded;
        return Skip.None;
    }

    /// @dev An all-or-nothing vault counts a plain transfer for nobody: while funding it would sit
    /// there, and after failure its owner could withdraw it (decision 091) although the donors are
    /// refunded. So a vault that answers `state()` pays only once it says Succeeded. A CampaignVault
    /// has no `state()` (the call reverts) and always receives.
    function _mayReceive(address vault) private view returns (bool) {
        (bool ok, bytes memory data) = vault.staticcall(abi.encodeWithSignature("state()"));
        if (!ok || data.length != 32) return true;
        return abi.decode(data, (uint256)) == SUCCEEDED;
    }
}
