// SPDX-License-Identifier: MIT
pragma solidity 0.8.30;

/// @title Dev-only look-alike of USDT: like the real one, transfer, transferFrom and approve return
/// nothing (callers must use SafeERC20), and approve refuses to change a non-zero allowance to
/// another non-zero value. Decimals are the deployer's choice: 6 as on Ethereum, 18 as on BNB Smart
/// Chain (the second local chain uses 18 to prove that amounts follow each chain's token).
contract TestUSDT {
    string public constant name = "Tether USD (test)";
    string public constant symbol = "USDT";
    uint8 public immutable decimals;

    address public immutable minter;
    uint256 public totalSupply;
    mapping(address => uint256) public balanceOf;
    mapping(address => mapping(address => uint256)) public allowance;

    event Transfer(address indexed from, address indexed to, uint256 value);
    event Approval(address indexed owner, address indexed spender, uint256 value);

    constructor(uint8 decimals_) {
        minter = msg.sender;
        decimals = decimals_;
    }

    function mint(address to, uint256 amount) external {
        require(msg.sender == minter, "only minter");
        require(to != address(0), "mint to zero");
        totalSupply += amount;
        balanceOf[to] += amount;
        emit Transfer(address(0), to, amount);
    }

    function transfer(address to, uint256 value) external {
        _transfer(msg.sender, to, value);
    }

    function transferFrom(address from, address to, uint256 value) external {
        uint256 allowed = allowance[from][msg.sender];
        // Like USDT, an unlimited allowance is never decreased.
        if (allowed != type(uint256).max) {
            require(allowed >= value, "insufficient allowance");
            allowance[from][msg.sender] = allowed - value;
        }
        _transfer(from, to, value);
    }

    function approve(address spender, uint256 value) external {
        require(value == 0 || allowance[msg.sender][spender] == 0, "reset allowance to 0 first");
        allowance[msg.sender][spender] = value;
        emit Approval(msg.sender, spender, value);
    }

    function _transfer(address from, address to, uint256 value) private {
        require(to != address(0), "transfer to zero");
        uint256 balance = balanceOf[from];
        require(balance >= value, "insufficient balance");
        balanceOf[from] = balance - value;
        balanceOf[to] += value;
        emit Transfer(from, to, value);
    }
}
