// SPDX-License-Identifier: MIT
pragma solidity 0.8.30;

import {MatchingPool, PoolTerms} from "./MatchingPool.sol";

/// @title Creates each round's MatchingPool at a CREATE2 address (decision 139).
/// @notice The salt is the round id and every term is a constructor argument, so the address
/// commits to all of them: the server computes it before anything is deployed (sponsors may fund
/// it first), and nobody can create a pool at that address with another sponsor or operator.
/// No constructor arguments: the factory has one address on every chain.
contract MatchingPoolFactory {
    event PoolCreated(uint256 indexed roundId, address pool, address token, address sponsor, address operator);

    /// @notice Creates the pool, or returns it where it exists already (anyone may call; idempotent).
    function createPool(PoolTerms calldata terms) external returns (address pool) {
        pool = predictPoolAddress(terms);
        if (pool.code.length > 0) return pool;
        new MatchingPool{salt: bytes32(terms.roundId)}(terms);
        emit PoolCreated(terms.roundId, pool, terms.token, terms.sponsor, terms.operator);
    }

    function predictPoolAddress(PoolTerms memory terms) public view returns (address) {
        bytes32 initCodeHash = keccak256(abi.encodePacked(type(MatchingPool).creationCode, abi.encode(terms)));
        bytes32 hash = keccak256(abi.encodePacked(bytes1(0xff), address(this), bytes32(terms.roundId), initCodeHash));
        return address(uint160(uint256(hash)));
    }
}
