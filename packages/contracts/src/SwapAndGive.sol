// SPDX-License-Identifier: MIT
pragma solidity 0.8.30;

import {IERC20} from "@openzeppelin/contracts/token/ERC20/IERC20.sol";
import {IERC20Permit} from "@openzeppelin/contracts/token/ERC20/extensions/IERC20Permit.sol";
import {SafeERC20} from "@openzeppelin/contracts/token/ERC20/utils/SafeERC20.sol";
import {ReentrancyGuardTransient} from "@openzeppelin/contracts/utils/ReentrancyGuardTransient.sol";
import {IPeripheryImmutableState} from "@uniswap/v3-periphery/contracts/interfaces/IPeripheryImmutableState.sol";
import {ISwapRouter} from "@uniswap/v3-periphery/contracts/interfaces/ISwapRouter.sol";

interface IWrappedNativeCoin {
    function deposit() external payable;
    function withdraw(uint256 wad) external;
}

/// @dev AllOrNothingVault's entry points this contract uses.
interface ICountingVault {
    function donateFor(address token, address donor, uint256 amount) external;
    function scaleOf(address token) external view returns (uint256);
}

/// @title Gives a campaign what a donor holds: swaps the donor's token (or the native coin) exact-in
/// on Uniswap v3 into the campaign's stablecoin and delivers it into the campaign's vault for the
/// donor, in the donor's own transaction (decision 135).
/// @notice Holds nothing between calls: the donor's input arrives, is swapped, and what the swap did
/// not spend goes back to the donor, all in one call; no allowance outlives it. The router and the
/// vault are named per call (Uniswap's router differs by chain, the contract does not, so it sits at
/// one CREATE2 address everywhere). A router other than Uniswap's can only take the input of the
/// donor who named it: the contract pulls from its caller alone, and the vault's receipt is measured.
/// A plain vault receives a transfer and the gift is attributed by the `SwapGift` event; an
/// all-or-nothing vault counts it for the donor through `donateFor`, so a refund pays the donor.
/// A token with EIP-2612 permit needs no approval transaction: `swapAndGiveWithPermit` takes the
/// donor's signature over exactly `amountIn` to this contract and gives in the same call.
contract SwapAndGive is ReentrancyGuardTransient {
    using SafeERC20 for IERC20;

    /// @notice `tokenIn` of a gift paid in the chain's native coin.
    address public constant NATIVE = address(0);

    /// @param router Uniswap v3's SwapRouter on this chain.
    /// @param path Uniswap's packed path: tokenIn, fee, [token, fee, ...] tokenOut. For the native
    /// coin it starts with the router's wrapped coin (WETH9).
    /// @param amountIn Exactly what the donor gives; for the native coin, the value sent.
    /// @param minOut The least of tokenOut the vault must receive, or nothing happens.
    /// @param deadline Unix seconds after which the gift is refused.
    /// @param vault The campaign's vault.
    /// @param counted True for an all-or-nothing vault: the gift counts for the donor there.
    struct Gift {
        address router;
        bytes path;
        uint256 amountIn;
        uint256 minOut;
        uint256 deadline;
        address vault;
        bool counted;
    }

    /// @notice One swapped gift: `donor` gave `amountIn` of `tokenIn` (NATIVE for the coin) and the
    /// vault received `amountOut` of `tokenOut`. The vault's own records see a transfer from this
    /// contract; this event names the donor.
    event SwapGift(
        address indexed donor,
        address indexed vault,
        address indexed tokenIn,
        uint256 amountIn,
        address tokenOut,
        uint256 amountOut,
        bool counted
    );

    error DeadlinePassed(uint256 deadline, uint256 currentTime);
    error ZeroAmount();
    error NoMinimum();
    error BadPath();
    error SameToken(address token);
    error BadVault(address vault);
    error ValueMismatch(uint256 value, uint256 amountIn);
    error NotWrappedNative(address tokenIn, address wrappedNative);
    error TransferFeeNotSupported(address token, uint256 sent, uint256 received);
    error BelowMinimum(uint256 received, uint256 minOut);
    error VaultCountsGifts(address vault);
    error NativeRefundFailed(address donor, uint256 amount);
    error UnexpectedNativeCoin(address sender);
    error PermitRefused(address token, uint256 allowance, uint256 amountIn);

    /// @dev The wrapped coin that may pay native coin into this contract, set only while it unwraps
    /// a donor's unspent input.
    address private transient _unwrapping;

    receive() external payable {
        if (msg.sender != _unwrapping) revert UnexpectedNativeCoin(msg.sender);
    }

    /// @notice Swaps the caller's `gift.amountIn` of the path's first token (approved to this contract
    /// first), or the native coin sent, into the path's last token and gives it to `gift.vault` for
    /// the caller. Reverts, taking nothing, when the vault would receive less than `gift.minOut`.
    /// @return given What the vault received.
    function swapAndGive(Gift calldata gift) external payable nonReentrant returns (uint256 given) {
        return _give(gift);
    }

    /// @notice `swapAndGive` for a token with EIP-2612 permit, in one transaction and with no approval
    /// before it: the donor's signature allows this contract exactly `gift.amountIn` of the path's
    /// first token, and the gift spends all of it, so no allowance outlives the call. The native coin
    /// has no permit: this entry point takes no value.
    /// @dev Why a permit that names no router, vault or minimum is safe here: this contract pulls only
    /// from `msg.sender`, in the entry point the sender called with the gift they chose. Whoever else
    /// learns the signature (from the mempool) can at most submit the permit itself: it then sets the
    /// donor's allowance to this contract, which nobody but the donor can spend, since every pull is
    /// from the caller. Such a front-run makes this call's own `permit` revert (its nonce is used), so
    /// the permit is tried and a refusal is accepted when the allowance already covers the gift
    /// (OpenZeppelin's recommended pattern for IERC20Permit); otherwise the gift is refused by name,
    /// taking nothing. A token whose fallback accepts any call ("phantom permit", e.g. canonical WETH9)
    /// sets no allowance and the pull fails: still nothing taken.
    /// @param permitDeadline The permit's own deadline, as signed (the gift's `deadline` is separate).
    function swapAndGiveWithPermit(Gift calldata gift, uint256 permitDeadline, uint8 v, bytes32 r, bytes32 s)
        external
        nonReentrant
        returns (uint256 given)
    {
        (address tokenIn,) = _ends(gift.path);
        try IERC20Permit(tokenIn).permit(msg.sender, address(this), gift.amountIn, permitDeadline, v, r, s) {}
        catch {
            uint256 allowance = IERC20(tokenIn).allowance(msg.sender, address(this));
            if (allowance < gift.amountIn) revert PermitRefused(tokenIn, allowance, gift.amountIn);
        }
        return _give(gift);
    }

    /// @dev The gift itself, shared by both entry points; pulls from `msg.sender` alone.
    function _give(Gift calldata gift) private returns (uint256 given) {
        if (block.timestamp > gift.deadline) revert DeadlinePassed(gift.deadline, block.timestamp);
        if (gift.amountIn == 0) revert ZeroAmount();
        // A gift with no minimum could be sandwiched down to nothing: the donor must name one.
        if (gift.minOut == 0) revert NoMinimum();
        if (gift.vault == address(0) || gift.vault == address(this)) revert BadVault(gift.vault);
        (address tokenIn, address tokenOut) = _ends(gift.path);
        if (tokenIn == tokenOut) revert SameToken(tokenIn);

        uint256 inBefore = IERC20(tokenIn).balanceOf(address(this));
        if (msg.value > 0) {
            _wrap(gift, tokenIn);
        } else {
            IERC20(tokenIn).safeTransferFrom(msg.sender, address(this), gift.amountIn);
            // Uniswap's pools refuse a token that arrives short, so it is refused here, by name.
            uint256 received = IERC20(tokenIn).balanceOf(address(this)) - inBefore;
            if (received != gift.amountIn) revert TransferFeeNotSupported(tokenIn, gift.amountIn, received);
        }

        uint256 swapped = _swap(gift, tokenIn, tokenOut);
        uint256 spent = gift.amountIn - _returnUnspent(tokenIn, inBefore);
        given = _deliver(gift, tokenOut, swapped);
        emit SwapGift(
            msg.sender, gift.vault, msg.value > 0 ? NATIVE : tokenIn, spent, tokenOut, given, gift.counted
        );
    }

    /// @dev The path's first and last token; Uniswap's path is 20 bytes, then 23 per hop.
    function _ends(bytes calldata path) private pure returns (address tokenIn, address tokenOut) {
        if (path.length < 43 || (path.length - 20) % 23 != 0) revert BadPath();
        tokenIn = address(bytes20(path[:20]));
        tokenOut = address(bytes20(path[path.length - 20:]));
    }

    function _wrap(Gift calldata gift, address tokenIn) private {
        if (msg.value != gift.amountIn) revert ValueMismatch(msg.value, gift.amountIn);
        address wrapped = IPeripheryImmutableState(gift.router).WETH9();
        if (tokenIn != wrapped) revert NotWrappedNative(tokenIn, wrapped);
        IWrappedNativeCoin(wrapped).deposit{value: msg.value}();
    }

    /// @dev Swaps all of the input to this contract; returns what arrived of tokenOut. The minimum is
    /// enforced on what the vault receives (`_deliver`), with an error the donation panel can explain.
    function _swap(Gift calldata gift, address tokenIn, address tokenOut) private returns (uint256) {
        uint256 outBefore = IERC20(tokenOut).balanceOf(address(this));
        IERC20(tokenIn).forceApprove(gift.router, gift.amountIn);
        ISwapRouter(gift.router).exactInput(
            ISwapRouter.ExactInputParams({
                path: gift.path,
                recipient: address(this),
                deadline: gift.deadline,
                amountIn: gift.amountIn,
                amountOutMinimum: 0
            })
        );
        // An exact-in swap spends all of its approval unless a pool ran out of price range.
        if (IERC20(tokenIn).allowance(address(this), gift.router) != 0) IERC20(tokenIn).forceApprove(gift.router, 0);
        return IERC20(tokenOut).balanceOf(address(this)) - outBefore;
    }

    /// @dev Pays back what the swap left of the donor's input, in what the donor gave; returns it.
    function _returnUnspent(address tokenIn, uint256 inBefore) private returns (uint256 unspent) {
        unspent = IERC20(tokenIn).balanceOf(address(this)) - inBefore;
        if (unspent == 0) return 0;
        if (msg.value == 0) {
            IERC20(tokenIn).safeTransfer(msg.sender, unspent);
            return unspent;
        }
        _unwrapping = tokenIn;
        IWrappedNativeCoin(tokenIn).withdraw(unspent);
        _unwrapping = address(0);
        (bool sent,) = msg.sender.call{value: unspent}("");
        if (!sent) revert NativeRefundFailed(msg.sender, unspent);
    }

    /// @dev Gives `amount` of `token` to the vault and returns what the vault's balance gained.
    function _deliver(Gift calldata gift, address token, uint256 amount) private returns (uint256 given) {
        if (amount < gift.minOut) revert BelowMinimum(amount, gift.minOut);
        uint256 vaultBefore = IERC20(token).balanceOf(gift.vault);
        if (gift.counted) {
            IERC20(token).forceApprove(gift.vault, amount);
            ICountingVault(gift.vault).donateFor(token, msg.sender, amount);
            if (IERC20(token).allowance(address(this), gift.vault) != 0) IERC20(token).forceApprove(gift.vault, 0);
        } else {
            // A plain transfer would count for nobody in an all-or-nothing vault (decision 091).
            if (_countsGifts(gift.vault, token)) revert VaultCountsGifts(gift.vault);
            IERC20(token).safeTransfer(gift.vault, amount);
        }
        given = IERC20(token).balanceOf(gift.vault) - vaultBefore;
        if (given < gift.minOut) revert BelowMinimum(given, gift.minOut);
    }

    /// @dev True for a deployed all-or-nothing vault (it answers `scaleOf`); a CampaignVault reverts on
    /// the unknown call and an address with no code yet answers nothing.
    function _countsGifts(address vault, address token) private view returns (bool) {
        (bool ok, bytes memory answer) = vault.staticcall(abi.encodeCall(ICountingVault.scaleOf, (token)));
        return ok && answer.length == 32;
    }
}
