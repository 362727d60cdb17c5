// SPDX-License-Identifier: MIT
pragma solidity 0.8.30;

import {IERC20} from "@openzeppelin/contracts/token/ERC20/IERC20.sol";
import {SafeERC20} from "@openzeppelin/contracts/token/ERC20/utils/SafeERC20.sol";
import {IUniswapV3Factory} from "@uniswap/v3-core/contracts/interfaces/IUniswapV3Factory.sol";
import {IUniswapV3Pool} from "@uniswap/v3-core/contracts/interfaces/IUniswapV3Pool.sol";
import {IUniswapV3MintCallback} from "@uniswap/v3-core/contracts/interfaces/callback/IUniswapV3MintCallback.sol";

interface IWrappedNative {
    function deposit() external payable;
}

/// @title Seeds the local chains' Uniswap v3 pools (decision 135): creates a pool, sets its first
/// price and adds full-range liquidity in one call, paying the pool from this contract's own dev
/// tokens (minted to it by their minter) and from the native coin sent along, wrapped.
/// @notice Local chains only. Anyone may call `seed`, but it can only add this contract's dev tokens
/// to pools of its factory as liquidity this contract owns: nothing leaves for anyone else. The
/// NonfungiblePositionManager would do the same through two more contracts and an NFT per position.
contract DevPoolSeeder is IUniswapV3MintCallback {
    using SafeERC20 for IERC20;

    IUniswapV3Factory public immutable factory;
    IWrappedNative public immutable wrappedNative;

    error NotAPool(address caller);

    constructor(IUniswapV3Factory factory_, IWrappedNative wrappedNative_) {
        factory = factory_;
        wrappedNative = wrappedNative_;
    }

    /// @notice Creates the `fee` pool of `tokenA` and `tokenB` if missing, sets its price if it has
    /// none, and mints `liquidity` between the widest ticks its spacing allows.
    function seed(address tokenA, address tokenB, uint24 fee, uint160 sqrtPriceX96, uint128 liquidity)
        external
        payable
        returns (address pool)
    {
        if (msg.value > 0) wrappedNative.deposit{value: msg.value}();
        pool = factory.getPool(tokenA, tokenB, fee);
        if (pool == address(0)) pool = factory.createPool(tokenA, tokenB, fee);
        (uint160 price,,,,,,) = IUniswapV3Pool(pool).slot0();
        if (price == 0) IUniswapV3Pool(pool).initialize(sqrtPriceX96);
        int24 spacing = IUniswapV3Pool(pool).tickSpacing();
        // TickMath's bounds, rounded inward to the spacing.
        int24 upper = (887272 / spacing) * spacing;
        IUniswapV3Pool(pool).mint(address(this), -upper, upper, liquidity, "");
    }

    /// @dev The pool asks for what the liquidity costs at its price; only a pool of our factory is paid.
    function uniswapV3MintCallback(uint256 amount0Owed, uint256 amount1Owed, bytes calldata) external override {
        IUniswapV3Pool pool = IUniswapV3Pool(msg.sender);
        address token0 = pool.token0();
        address token1 = pool.token1();
        if (factory.getPool(token0, token1, pool.fee()) != msg.sender) revert NotAPool(msg.sender);
        if (amount0Owed > 0) IERC20(token0).safeTransfer(msg.sender, amount0Owed);
        if (amount1Owed > 0) IERC20(token1).safeTransfer(msg.sender, amount1Owed);
    }
}
