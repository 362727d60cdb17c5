// SPDX-License-Identifier: MIT
pragma solidity 0.8.30;

import {IERC20} from "@openzeppelin/contracts/token/ERC20/IERC20.sol";
import {SafeERC20} from "@openzeppelin/contracts/token/ERC20/utils/SafeERC20.sol";
import {Address} from "@openzeppelin/contracts/utils/Address.sol";
import {ReentrancyGuardTransient} from "@openzeppelin/contracts/utils/ReentrancyGuardTransient.sol";
import {ECDSA} from "@openzeppelin/contracts/utils/cryptography/ECDSA.sol";
import {EIP712} from "@openzeppelin/contracts/utils/cryptography/EIP712.sol";
import {SignatureChecker} from "@openzeppelin/contracts/utils/cryptography/SignatureChecker.sol";
import {FeeSplit} from "./FeeSplit.sol";

/// @title What every CrowdVault vault does to pay out: the owner's withdrawal, the relayed one signed
/// with EIP-712, the 2.5 % fee to the treasury and the balance checks around it.
/// @notice Each vault kind says only when money may leave (`_checkWithdrawal`); the paying is here.
/// The EIP-712 domain is recomputed per clone (OZ EIP712 builds the separator when address(this)
/// differs from the implementation), so a signature is bound to one vault and one chain.
abstract contract VaultWithdrawals is ReentrancyGuardTransient, EIP712 {
    using SafeERC20 for IERC20;

    uint256 public constant FEE_BPS = FeeSplit.FEE_BPS;

    bytes32 public constant WITHDRAW_TYPEHASH =
        keccak256("Withdraw(address token,uint256 amount,address recipient,uint256 nonce,uint256 deadline)");

    address public owner;
    address public treasury;
    /// @notice Nonce of the next valid signed withdrawal; each use or cancellation bumps it.
    uint256 public nonce;

    event Withdrawn(address indexed token, address indexed recipient, uint256 amount, uint256 fee, uint256 payout);
    event SignaturesCancelled(uint256 nextNonce);

    error NotOwner();
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

    constructor() EIP712("CrowdVault", "1") {}

    /// @notice Owner pays `amount` of `token` out: the fee to the treasury, the rest to `recipient`.
    /// A Safe that owns the vault calls this through its own transaction (execTransaction).
    function withdraw(address token, uint256 amount, address recipient)
        external
        onlyOwner
        nonReentrant
        returns (uint256 fee, uint256 payout)
    {
        return _withdraw(token, amount, recipient);
    }

    /// @notice Same as withdraw, relayed by anyone holding the owner's EIP-712 `Withdraw` signature:
    /// an EOA owner's own, or for a contract owner whatever its ERC-1271 isValidSignature accepts (for a
    /// Safe: its owners' signatures over the SafeMessage wrapping this digest, at its threshold).
    function withdrawWithSig(
        address token,
        uint256 amount,
        address recipient,
        uint256 deadline,
        bytes calldata signature
    ) external nonReentrant returns (uint256 fee, uint256 payout) {
        if (block.timestamp > deadline) revert SignatureExpired(deadline);
        uint256 usedNonce = nonce;
        _checkOwnerSignature(withdrawDigest(token, amount, recipient, usedNonce, deadline), signature);
        nonce = usedNonce + 1;
        return _withdraw(token, amount, recipient);
    }

    /// @notice Lets the owner void every signature handed out but not yet relayed.
    function cancelSignatures() external onlyOwner {
        _bumpNonce();
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

    /// @dev Reverts when `amount` of `token` may not leave the vault now (the vault kind's rule).
    function _checkWithdrawal(address token, uint256 amount) internal view virtual;

    function _bumpNonce() internal {
        uint256 next = nonce + 1;
        nonce = next;
        emit SignaturesCancelled(next);
    }

    function _withdraw(address token, uint256 amount, address recipient) private returns (uint256 fee, uint256 payout) {
        if (recipient == address(0)) revert ZeroAddress();
        if (amount == 0) revert ZeroAmount();
        _checkWithdrawal(token, amount);
        (fee, payout) = FeeSplit.split(amount);
        uint256 before = _balanceOf(token, address(this));

        // Zero-value transfers are skipped: some tokens revert on them and they would only add noise.
        if (fee > 0) fee = _send(token, treasury, fee);
        payout = _send(token, recipient, payout);

        // Nothing may leave the vault beyond what was asked, whatever the token does on transfer.
        uint256 spent = before - _balanceOf(token, address(this));
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

    /// @dev address(0) stands for the native coin.
    function _balanceOf(address token, address account) internal view returns (uint256) {
        return token == address(0) ? account.balance : IERC20(token).balanceOf(account);
    }

    /// @dev Reverts unless `signature` is the owner's over `digest`. An owner that is a key signs with
    /// ECDSA: malformed and high-s (malleable) signatures revert with ECDSA's own errors and a wrong
    /// signer is named. An owner that is a contract (a Safe) is asked through ERC-1271
    /// (SignatureChecker): a Safe answers yes only to signatures of its owners that reach its threshold.
    function _checkOwnerSignature(bytes32 digest, bytes calldata signature) private view {
        address current = owner;
        if (current.code.length == 0) {
            address signer = ECDSA.recoverCalldata(digest, signature);
            if (signer != current) revert InvalidSigner(signer);
        } else if (!SignatureChecker.isValidERC1271SignatureNow(current, digest, signature)) {
            revert InvalidSigner(current);
        }
    }
}
