// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;
/// Test only: a contract wallet in miniature, passing the native coin it is sent on to `to`.
contract Forwarder {
    function forward(address payable to) external payable {
        (bool ok, ) = to.call{value: msg.value}("");
        require(ok, "forward failed");
    }
}
