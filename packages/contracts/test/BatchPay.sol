// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;
/// Test only: pays two transfers of one token in one transaction, and can revert after paying.
contract BatchPay {
    function pay(address token, address to, uint256 a, uint256 b) external {
        _transfer(token, to, a);
        _transfer(token, to, b);
    }
    function payAndRevert(address token, address to, uint256 a) external {
        _transfer(token, to, a);
        revert("changed my mind");
    }
    function _transfer(address token, address to, uint256 value) private {
        (bool ok, ) = token.call(abi.encodeWithSignature("transfer(address,uint256)", to, value));
        require(ok, "transfer failed");
    }
}
