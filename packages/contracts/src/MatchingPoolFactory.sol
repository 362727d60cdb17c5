// SPDX-License-Identifier: MIT
pragma solidity 0.8.30;

import {MatchingPool} from "./MatchingPool.sol";

/// @title Creates each round's MatchingPool at a CREATE2 address (decision 139).
/// @notice The salt is the round id and every term is a constructor argument, so the address
/// commits to all of them: the server computes it before anything is deployed (sponsors may fund
/// it first), and nobody can create a pool at that address with another sponsor or operator.
/// No constructor arguments: the factory has one address on every chain.
contract MatchingPoolFactory {
    event PoolCreated(uint256 indexed roundId, address pool, address token, address sponsor, address operator);

    /// @notice Creates the pool, or returns it where it exists already (anyone may call; idempotent).
    function createPool(
        uint256 roundId,
        address token,
        address sponsor,
        address operator,
        uint256 closesAt,
        uint256 challengePeriod,
        uint256 gracePeriod
    ) external returns (address pool) {
        pool = predictPoolAddress(roundId, token, sponsor, operator, closesAt, challengePeriod, gracePeriod);
        if (pool.code.length > 0) return pool;
        new MatchingPool{salt: bytes32(roundId)}(
            roundId, token, sponsor, operator, closesAt, challengePeriod, gracePeriod
        );
        emit PoolCreated(roundId, pool, token, sponsor, operator);
    }

    function predictPoolAddress(
        uint256 roundId,
        address token,
        address sponsor,
        address operator,
        uint256 closesAt,
        uint256 challengePeriod,
        uint256 gracePeriod
    ) public view returns (address) {
        bytes32 initCodeHash = keccak256(
            abi.encodePacked(
                type(MatchingPool).creationCode,
                abi.encode(roundId, token, sponsor, operator, closesAt, challengePeriod, gracePeriod)
            )
        );
        return address(
            uint160(uint256(keccak256(abi.encodePacked(bytes1(0xff), address(this), bytes32(roundId), initCodeHash))))
        );
    }
}
