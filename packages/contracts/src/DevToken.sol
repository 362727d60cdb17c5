// SPDX-License-Identifier: MIT
pragma solidity 0.8.30;

import {ERC20} from "@openzeppelin/contracts/token/ERC20/ERC20.sol";

/// @title A standard ERC-20 for the local chain whose deployer alone can mint.
abstract contract DevToken is ERC20 {
    address public immutable minter;
    uint8 private immutable _decimals;

    error NotMinter();

    constructor(string memory name_, string memory symbol_, uint8 decimals_) ERC20(name_, symbol_) {
        minter = msg.sender;
        _decimals = decimals_;
    }

    function decimals() public view override returns (uint8) {
        return _decimals;
    }

    function mint(address to, uint256 amount) external {
        if (msg.sender != minter) revert NotMinter();
        _mint(to, amount);
    }
}

contract TestUSDC is DevToken {
    constructor() DevToken("USD Coin (test)", "USDC", 6) {}
}

contract TestDAI is DevToken {
    constructor() DevToken("Dai Stablecoin (test)", "DAI", 18) {}
}
