// SPDX-License-Identifier: MIT
pragma solidity 0.8.30;

import {Initializable} from "@openzeppelin/contracts/proxy/utils/Initializable.sol";
import {IERC20} from "@openzeppelin/contracts/token/ERC20/IERC20.sol";
import {IERC20Metadata} from "@openzeppelin/contracts/token/ERC20/extensions/IERC20Metadata.sol";
import {IERC20Permit} from "@openzeppelin/contracts/token/ERC20/extensions/IERC20Permit.sol";
import {SafeERC20} from "@openzeppelin/contracts/token/ERC20/utils/SafeERC20.sol";
import {SignatureChecker} from "@openzeppelin/contracts/utils/cryptography/SignatureChecker.sol";
import {VaultWithdrawals} from "./VaultWithdrawals.sol";

/// @dev EIP-3009's payee-submitted transfer (USDC): only `to` may call it, so a copied authorization
/// can pay nobody but this vault.
interface IERC3009Receive {
    function receiveWithAuthorization(
        address from,
        address to,
        uint256 value,
        uint256 validAfter,
        uint256 validBefore,
        bytes32 nonce,
        uint8 v,
        bytes32 r,
        bytes32 s
    ) external;
}

/// @title One all-or-nothing campaign's vault: pays out only if the goal is reached by the deadline,
/// else gives every donor back exactly what they gave, per token, with no one's approval.
/// @notice Deployed as an EIP-1167 clone by AllOrNothingFactory, whose salt commits to the owner,
/// goal, deadline and tokens, so none of them can differ from what the campaign page shows.
/// Contributions count only through this contract's entry points (donate, donateFor,
/// donateWithPermit, donateWithAuthorization), measured by its balance change: a plain transfer to the address counts
/// for nothing (decision 091 says where such money goes). The state is computed, never stored.
contract AllOrNothingVault is Initializable, VaultWithdrawals {
    using SafeERC20 for IERC20;

    enum State {
        Funding,
        Succeeded,
        Failed
    }

    /// @notice The smallest goal: one whole stablecoin (amounts are counted at 18 decimals).
    uint256 public constant MIN_GOAL = 1e18;
    /// @notice How far ahead a deadline may lie when the vault is created.
    uint256 public constant MAX_DURATION = 370 days;
    uint256 public constant MAX_TOKENS = 8;

    bytes32 public constant REFUND_TYPEHASH = keccak256("Refund(address donor,address to,uint256 deadline)");

    /// @notice The goal in 18-decimal stablecoin units (face value); fixed at creation.
    uint256 public goal;
    /// @notice Unix seconds; contributions count until and including this second. Fixed at creation.
    uint256 public deadline;
    /// @notice Everything counted so far, in 18-decimal stablecoin units.
    uint256 public countedTotal;

    address[] private _tokens;
    /// @notice 10^(18 - decimals) for a listed token; 0 for any other.
    mapping(address token => uint256) public scaleOf;
    /// @notice What each donor gave in each token through the entry points (never decreases).
    mapping(address donor => mapping(address token => uint256)) public contributed;
    /// @notice What each donor was paid back in each token: 0, or all they gave.
    mapping(address donor => mapping(address token => uint256)) public refunded;
    mapping(address token => uint256) public totalContributed;
    mapping(address token => uint256) public totalRefunded;

    event Contributed(address indexed donor, address indexed token, uint256 amount, uint256 countedTotal);
    event Refunded(address indexed donor, address indexed token, address to, uint256 amount, bool pushed);
    event RefundPushFailed(address indexed donor, address indexed token, uint256 amount);

    error DeadlineInPast(uint256 deadline, uint256 currentTime);
    error DurationTooLong(uint256 deadline, uint256 latestDeadline);
    error GoalTooLow(uint256 goal, uint256 minGoal);
    error NoTokens();
    error TooManyTokens(uint256 count, uint256 maxTokens);
    error DuplicateToken(address token);
    error UnsupportedDecimals(address token, uint8 decimals);
    error TokenNotListed(address token);
    error FundingClosed(uint256 deadline);
    error PermitNotApplied(uint256 allowance, uint256 amount);
    error NotSucceeded(State state);
    error NotFailed(State state);
    error NothingToRefund(address donor);
    error RefundsReserved(uint256 available, uint256 requested);

    /// @dev The implementation only lends its code to clones: lock it so nobody can own it.
    constructor() {
        _disableInitializers();
    }

    // No receive(): the native coin is refused (the sender keeps it); only listed stablecoins count.

    /// @notice Called once by the factory in the transaction that creates the clone.
    function initialize(address owner_, address treasury_, uint256 goal_, uint256 deadline_, address[] calldata tokens_)
        external
        initializer
    {
        if (owner_ == address(0) || treasury_ == address(0)) revert ZeroAddress();
        if (deadline_ <= block.timestamp) revert DeadlineInPast(deadline_, block.timestamp);
        if (deadline_ > block.timestamp + MAX_DURATION) {
            revert DurationTooLong(deadline_, block.timestamp + MAX_DURATION);
        }
        if (goal_ < MIN_GOAL) revert GoalTooLow(goal_, MIN_GOAL);
        if (tokens_.length == 0) revert NoTokens();
        if (tokens_.length > MAX_TOKENS) revert TooManyTokens(tokens_.length, MAX_TOKENS);
        for (uint256 i = 0; i < tokens_.length; ++i) {
            address token = tokens_[i];
            if (token == address(0)) revert ZeroAddress();
            if (scaleOf[token] != 0) revert DuplicateToken(token);
            uint8 decimals = IERC20Metadata(token).decimals();
            if (decimals > 18) revert UnsupportedDecimals(token, decimals);
            scaleOf[token] = 10 ** (18 - decimals);
            _tokens.push(token);
        }
        owner = owner_;
        treasury = treasury_;
        goal = goal_;
        deadline = deadline_;
    }

    // ------------------------------------------------------------------ state

    /// @notice Succeeded once the counted total reaches the goal (donations keep counting until the
    /// deadline), failed once the deadline passed short of it, funding otherwise. Never moves back.
    function state() public view returns (State) {
        if (countedTotal >= goal) return State.Succeeded;
        if (block.timestamp > deadline) return State.Failed;
        return State.Funding;
    }

    function tokens() external view returns (address[] memory) {
        return _tokens;
    }

    /// @notice What `donor` can take back in `token` now: all they gave once the vault has failed
    /// and until it is paid; 0 otherwise.
    function refundable(address donor, address token) public view returns (uint256) {
        if (state() != State.Failed) return 0;
        return contributed[donor][token] - refunded[donor][token];
    }

    /// @notice What the owner may withdraw of `token` now: everything once succeeded; after failure
    /// only what exceeds the refunds still owed (plain transfers, decision 091); nothing while funding.
    function withdrawable(address token) public view returns (uint256) {
        State current = state();
        if (current == State.Funding) return 0;
        uint256 balance = IERC20(token).balanceOf(address(this));
        if (current == State.Succeeded) return balance;
        uint256 owed = totalContributed[token] - totalRefunded[token];
        return balance > owed ? balance - owed : 0;
    }

    // ------------------------------------------------------------------ donations

    /// @notice The wallet path: `msg.sender` gives `amount` of a listed `token` (approved to this vault first).
    function donate(address token, uint256 amount) external nonReentrant {
        _checkOpen(token, amount);
        _pullAndCount(msg.sender, msg.sender, token, amount);
    }

    /// @notice `msg.sender` pays `amount` of a listed `token` (approved to this vault first) and it
    /// counts for `donor`: should the vault fail, the refund is the donor's, never the payer's. For a
    /// contract that pays in a donor's own transaction on the donor's behalf (SwapAndGive, decision
    /// 135). Whoever pays names whom it counts for, as an ERC-4626 deposit names its receiver.
    function donateFor(address token, address donor, uint256 amount) external nonReentrant {
        if (donor == address(0)) revert ZeroAddress();
        _checkOpen(token, amount);
        _pullAndCount(msg.sender, donor, token, amount);
    }

    /// @notice EIP-2612: `donor` signed a permit whose spender is this vault; anyone may submit it, the
    /// money goes from the donor to this vault and counts for the donor.
    function donateWithPermit(
        address token,
        address donor,
        uint256 amount,
        uint256 permitDeadline,
        uint8 v,
        bytes32 r,
        bytes32 s
    ) external nonReentrant {
        _checkOpen(token, amount);
        // Someone who copies the signature from the mempool and submits the permit first only sets
        // the same allowance: go on when it is already there instead of failing the donation.
        try IERC20Permit(token).permit(donor, address(this), amount, permitDeadline, v, r, s) {}
        catch {
            uint256 allowance = IERC20(token).allowance(donor, address(this));
            if (allowance < amount) revert PermitNotApplied(allowance, amount);
        }
        _pullAndCount(donor, donor, token, amount);
    }

    /// @notice EIP-3009: `donor` signed a ReceiveWithAuthorization to this vault; anyone may submit it.
    function donateWithAuthorization(
        address token,
        address donor,
        uint256 amount,
        uint256 validAfter,
        uint256 validBefore,
        bytes32 authNonce,
        uint8 v,
        bytes32 r,
        bytes32 s
    ) external nonReentrant {
        _checkOpen(token, amount);
        uint256 before = IERC20(token).balanceOf(address(this));
        IERC3009Receive(token).receiveWithAuthorization(
            donor, address(this), amount, validAfter, validBefore, authNonce, v, r, s
        );
        _count(donor, token, before);
    }

    // ------------------------------------------------------------------ refunds

    /// @notice After failure: pays `msg.sender` back everything it gave, in every token.
    function claimRefund() external nonReentrant returns (uint256 paid) {
        return _refundStrict(msg.sender, msg.sender);
    }

    /// @notice After failure: the donor (`msg.sender`) has its refund paid to `to`, for a donor that
    /// cannot receive at its own address (a blacklisted address).
    function claimRefundTo(address to) external nonReentrant returns (uint256 paid) {
        if (to == address(0)) revert ZeroAddress();
        return _refundStrict(msg.sender, to);
    }

    /// @notice After failure: anyone relays `donor`'s EIP-712 `Refund(donor, to, deadline)` signature
    /// (an EOA's, or a contract's through ERC-1271); the refund goes to the `to` the donor signed.
    function claimRefundWithSig(address donor, address to, uint256 sigDeadline, bytes calldata signature)
        external
        nonReentrant
        returns (uint256 paid)
    {
        if (block.timestamp > sigDeadline) revert SignatureExpired(sigDeadline);
        if (to == address(0)) revert ZeroAddress();
        if (!SignatureChecker.isValidSignatureNowCalldata(donor, refundDigest(donor, to, sigDeadline), signature)) {
            revert InvalidSigner(donor);
        }
        return _refundStrict(donor, to);
    }

    /// @notice After failure: anyone pays each listed donor back, always to the donor's own address.
    /// A donor already paid (or who gave nothing) is skipped, so a batch sent twice pays nobody twice;
    /// a transfer the token refuses (a blacklisted donor) is undone and stays claimable.
    function pushRefunds(address[] calldata donors) external nonReentrant returns (uint256 paid) {
        State current = state();
        if (current != State.Failed) revert NotFailed(current);
        for (uint256 i = 0; i < donors.length; ++i) {
            paid += _refund(donors[i], donors[i], true);
        }
    }

    // ------------------------------------------------------------------ signatures

    function refundDigest(address donor, address to, uint256 sigDeadline) public view returns (bytes32) {
        return _hashTypedDataV4(keccak256(abi.encode(REFUND_TYPEHASH, donor, to, sigDeadline)));
    }

    // ------------------------------------------------------------------ internals

    function _checkOpen(address token, uint256 amount) private view {
        if (scaleOf[token] == 0) revert TokenNotListed(token);
        if (amount == 0) revert ZeroAmount();
        if (block.timestamp > deadline) revert FundingClosed(deadline);
    }

    /// @dev Takes `amount` from `payer` and counts what arrived for `donor`.
    function _pullAndCount(address payer, address donor, address token, uint256 amount) private {
        uint256 before = IERC20(token).balanceOf(address(this));
        IERC20(token).safeTransferFrom(payer, address(this), amount);
        _count(donor, token, before);
    }

    /// @dev Counts what actually arrived (the balance change), never the amount asked.
    function _count(address donor, address token, uint256 balanceBefore) private {
        uint256 received = IERC20(token).balanceOf(address(this)) - balanceBefore;
        if (received == 0) revert ZeroAmount();
        contributed[donor][token] += received;
        totalContributed[token] += received;
        uint256 total = countedTotal + received * scaleOf[token];
        countedTotal = total;
        emit Contributed(donor, token, received, total);
    }

    function _refundStrict(address donor, address to) private returns (uint256 paid) {
        State current = state();
        if (current != State.Failed) revert NotFailed(current);
        paid = _refund(donor, to, false);
        if (paid == 0) revert NothingToRefund(donor);
    }

    /// @dev Pays `donor`'s outstanding refund in every token to `to`; returns how many payments were
    /// made. A claim (pushed = false) reverts when a transfer fails, so the donor learns why; a push
    /// undoes that one token and moves on.
    function _refund(address donor, address to, bool pushed) private returns (uint256 paid) {
        uint256 count = _tokens.length;
        for (uint256 i = 0; i < count; ++i) {
            address token = _tokens[i];
            uint256 owed = contributed[donor][token] - refunded[donor][token];
            if (owed == 0) continue;
            refunded[donor][token] += owed;
            totalRefunded[token] += owed;
            if (!pushed) {
                IERC20(token).safeTransfer(to, owed);
            } else if (!IERC20(token).trySafeTransfer(to, owed)) {
                refunded[donor][token] -= owed;
                totalRefunded[token] -= owed;
                emit RefundPushFailed(donor, token, owed);
                continue;
            }
            emit Refunded(donor, token, to, owed, pushed);
            ++paid;
        }
    }

    /// @dev Money leaves once the vault has succeeded, or after failure only what refunds do not need.
    function _checkWithdrawal(address token, uint256 amount) internal view override {
        State current = state();
        if (current == State.Funding) revert NotSucceeded(current);
        uint256 available = withdrawable(token);
        if (amount > available) {
            if (current == State.Failed) revert RefundsReserved(available, amount);
            revert InsufficientBalance(available, amount);
        }
    }
}
