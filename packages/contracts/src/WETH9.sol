// SPDX-License-Identifier: MIT
pragma solidity 0.8.30;

import {ERC20} from "@openzeppelin/contracts/token/ERC20/ERC20.sol";

/// @title The local chains' wrapped native coin, for their Uniswap (decision 135): WETH9's interface
/// (deposit, withdraw, and a deposit on a plain payment) on OpenZeppelin's ERC-20. No npm package
/// ships a WETH9 build artefact this project can take without also taking a whole toolchain, and the
/// wrapped coin needs no more than this; a public chain's record names its canonical one.
contract WETH9 is ERC20 {
    event Deposit(address indexed dst, uint256 wad);
    event Withdrawal(address indexed src, uint256 wad);

    error NativeTransferFailed(address to, uint256 wad);

    constructor() ERC20("Wrapped Ether", "WETH") {}

    receive() external payable {
        deposit();
    }

    function deposit() public payable {
        _mint(msg.sender, msg.value);
        emit Deposit(msg.sender, msg.value);
    }

    function withdraw(uint256 wad) external {
        _burn(msg.sender, wad);
        (bool sent,) = msg.sender.call{value: wad}("");
        if (!sent) revert NativeTransferFailed(msg.sender, wad);
        emit Withdrawal(msg.sender, wad);
    }
}
