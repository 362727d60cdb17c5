// SPDX-License-Identifier: MIT
pragma solidity 0.8.30;

interface IVault {
    function withdraw(address token, uint256 amount, address recipient) external returns (uint256, uint256);
}

/// @notice Test-only: owns a vault and, on receiving native coin, tries to withdraw again.
contract ReentrantOwner {
    IVault public vault;
    bool public swallowReentryFailure;
    bool public reentryAttempted;
    bool public reentrySucceeded;

    function setUp(address vault_, bool swallow) external {
        vault = IVault(vault_);
        swallowReentryFailure = swallow;
    }

    function attack(uint256 amount) external {
        vault.withdraw(address(0), amount, address(this));
    }

    receive() external payable {
        if (reentryAttempted) return;
        reentryAttempted = true;
        if (swallowReentryFailure) {
            try vault.withdraw(address(0), msg.value, address(this)) {
                reentrySucceeded = true;
            } catch {}
        } else {
            vault.withdraw(address(0), msg.value, address(this));
            reentrySucceeded = true;
        }
    }
}
