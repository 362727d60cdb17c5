// SPDX-License-Identifier: MIT
pragma solidity 0.8.30;

import {Math} from "@openzeppelin/contracts/utils/math/Math.sol";

/// @notice The platform fee rule, shared by the vault and the factory so both quote the same split.
library FeeSplit {
    uint256 internal constant FEE_BPS = 250;
    uint256 internal constant BPS_DENOMINATOR = 10_000;

    /// @dev The fee rounds down and the payout is the remainder, so fee + payout == amount exactly.
    /// Amounts below 40 base units therefore pay no fee (acceptable rounding; 40 units of a 6-decimal
    /// token are 0.00004). mulDiv keeps amounts near type(uint256).max from overflowing.
    function split(uint256 amount) internal pure returns (uint256 fee, uint256 payout) {
        fee = Math.mulDiv(amount, FEE_BPS, BPS_DENOMINATOR);
        payout = amount - fee;
    }
}
