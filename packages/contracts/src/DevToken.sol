// SPDX-License-Identifier: MIT
pragma solidity 0.8.30;

import {ERC20} from "@openzeppelin/contracts/token/ERC20/ERC20.sol";
import {IERC20Permit} from "@openzeppelin/contracts/token/ERC20/extensions/IERC20Permit.sol";
import {ECDSA} from "@openzeppelin/contracts/utils/cryptography/ECDSA.sol";
import {EIP712} from "@openzeppelin/contracts/utils/cryptography/EIP712.sol";
import {Nonces} from "@openzeppelin/contracts/utils/Nonces.sol";

/// @title A standard ERC-20 for the local chain whose minter (its deployer, unless named) alone can mint.
abstract contract DevToken is ERC20 {
    address public immutable minter;
    uint8 private immutable _decimals;

    error NotMinter();

    constructor(string memory name_, string memory symbol_, uint8 decimals_, address minter_) ERC20(name_, symbol_) {
        minter = minter_;
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

/// @title A dev token with EIP-2612 permit under the EIP-712 domain (name, version, chainId, this
/// address) that the real token uses. OpenZeppelin's ERC20Permit always signs with version "1";
/// real USDC signs with "2", so the version is a constructor argument here. The domain is readable
/// through ERC-5267 `eip712Domain()`, which wallets and the server use to build what is signed.
abstract contract DevPermitToken is DevToken, EIP712, Nonces, IERC20Permit {
    bytes32 private constant PERMIT_TYPEHASH =
        keccak256("Permit(address owner,address spender,uint256 value,uint256 nonce,uint256 deadline)");

    error ERC2612ExpiredSignature(uint256 deadline);
    error ERC2612InvalidSigner(address signer, address owner);

    constructor(string memory name_, string memory symbol_, uint8 decimals_, string memory version_)
        DevToken(name_, symbol_, decimals_, msg.sender)
        EIP712(name_, version_)
    {}

    /// @notice Sets `spender`'s allowance over `owner`'s tokens to `value` on `owner`'s signature.
    /// Each signature carries the owner's next sequential nonce, so it works once.
    function permit(address owner, address spender, uint256 value, uint256 deadline, uint8 v, bytes32 r, bytes32 s)
        public
        virtual
    {
        if (block.timestamp > deadline) revert ERC2612ExpiredSignature(deadline);
        bytes32 structHash = keccak256(abi.encode(PERMIT_TYPEHASH, owner, spender, value, _useNonce(owner), deadline));
        // recover reverts on malformed and high-s (malleable) signatures.
        address signer = ECDSA.recover(_hashTypedDataV4(structHash), v, r, s);
        if (signer != owner) revert ERC2612InvalidSigner(signer, owner);
        _approve(owner, spender, value);
    }

    function nonces(address owner) public view virtual override(IERC20Permit, Nonces) returns (uint256) {
        return super.nonces(owner);
    }

    // solhint-disable-next-line func-name-mixedcase
    function DOMAIN_SEPARATOR() external view virtual returns (bytes32) {
        return _domainSeparatorV4();
    }
}

/// @title Dev USDC: the deployer's decimals (6 as on most chains), EIP-2612 permit and EIP-3009 transfer/receive with authorization,
/// all under real USDC's EIP-712 domain shape (version "2"). Like real USDC, an authorization's nonce
/// is any random 32 bytes chosen by the signer (not a counter), valid strictly after `validAfter` and
/// strictly before `validBefore`, usable once, and cancellable while unused. The revert strings are
/// real USDC's, without its "FiatTokenV2: " prefix.
contract TestUSDC is DevPermitToken {
    bytes32 public constant TRANSFER_WITH_AUTHORIZATION_TYPEHASH = keccak256(
        "TransferWithAuthorization(address from,address to,uint256 value,uint256 validAfter,uint256 validBefore,bytes32 nonce)"
    );
    bytes32 public constant RECEIVE_WITH_AUTHORIZATION_TYPEHASH = keccak256(
        "ReceiveWithAuthorization(address from,address to,uint256 value,uint256 validAfter,uint256 validBefore,bytes32 nonce)"
    );
    bytes32 public constant CANCEL_AUTHORIZATION_TYPEHASH =
        keccak256("CancelAuthorization(address authorizer,bytes32 nonce)");

    mapping(address authorizer => mapping(bytes32 nonce => bool used)) private _authorizationStates;

    event AuthorizationUsed(address indexed authorizer, bytes32 indexed nonce);
    event AuthorizationCanceled(address indexed authorizer, bytes32 indexed nonce);

    constructor(uint8 decimals_) DevPermitToken("USD Coin (test)", "USDC", decimals_, "2") {}

    /// @notice True once the authorization with this nonce was used or cancelled.
    function authorizationState(address authorizer, bytes32 nonce) external view returns (bool) {
        return _authorizationStates[authorizer][nonce];
    }

    /// @notice Moves `value` from `from` to `to` on `from`'s signature; anyone may submit it. Whoever
    /// submits it, the money can only go to the `to` that was signed.
    function transferWithAuthorization(
        address from,
        address to,
        uint256 value,
        uint256 validAfter,
        uint256 validBefore,
        bytes32 nonce,
        uint8 v,
        bytes32 r,
        bytes32 s
    ) external {
        _useAuthorization(TRANSFER_WITH_AUTHORIZATION_TYPEHASH, from, to, value, validAfter, validBefore, nonce, v, r, s);
        _transfer(from, to, value);
    }

    /// @notice Same as transferWithAuthorization, but only the payee may submit it: a contract that
    /// receives the money cannot have the transfer front-run out from under its own call.
    function receiveWithAuthorization(
        address from,
        address to,
        uint256 value,
        uint256 validAfter,
        uint256 validBefore,
        bytes32 nonce,
        uint8 v,
        bytes32 r,
        bytes32 s
    ) external {
        require(to == msg.sender, "caller must be the payee");
        _useAuthorization(RECEIVE_WITH_AUTHORIZATION_TYPEHASH, from, to, value, validAfter, validBefore, nonce, v, r, s);
        _transfer(from, to, value);
    }

    /// @notice Voids an unused authorization on its signer's signature.
    function cancelAuthorization(address authorizer, bytes32 nonce, uint8 v, bytes32 r, bytes32 s) external {
        require(!_authorizationStates[authorizer][nonce], "authorization is used or canceled");
        bytes32 structHash = keccak256(abi.encode(CANCEL_AUTHORIZATION_TYPEHASH, authorizer, nonce));
        require(ECDSA.recover(_hashTypedDataV4(structHash), v, r, s) == authorizer, "invalid signature");
        _authorizationStates[authorizer][nonce] = true;
        emit AuthorizationCanceled(authorizer, nonce);
    }

    function _useAuthorization(
        bytes32 typeHash,
        address from,
        address to,
        uint256 value,
        uint256 validAfter,
        uint256 validBefore,
        bytes32 nonce,
        uint8 v,
        bytes32 r,
        bytes32 s
    ) private {
        require(block.timestamp > validAfter, "authorization is not yet valid");
        require(block.timestamp < validBefore, "authorization is expired");
        require(!_authorizationStates[from][nonce], "authorization is used or canceled");
        bytes32 structHash = keccak256(abi.encode(typeHash, from, to, value, validAfter, validBefore, nonce));
        require(ECDSA.recover(_hashTypedDataV4(structHash), v, r, s) == from, "invalid signature");
        _authorizationStates[from][nonce] = true;
        emit AuthorizationUsed(from, nonce);
    }
}

/// @title Dev DAI: the deployer's decimals (18 as everywhere) and EIP-2612 permit, as DAI on most L2s (version "2"). Mainnet DAI's
/// older permit (holder, spender, nonce, expiry, allowed) is not modelled.
contract TestDAI is DevPermitToken {
    constructor(uint8 decimals_) DevPermitToken("Dai Stablecoin (test)", "DAI", decimals_, "2") {}
}

/// @title Dev DEV: 18 decimals, a token no campaign takes, paired on the local chains' Uniswap so a
/// donor holding only it can give through SwapAndGive (decision 135). Created through the CREATE2
/// proxy, for one address on every local chain, so its minter is named rather than its creator.
contract TestDEV is DevToken {
    constructor(address minter_) DevToken("Dev Token (test)", "DEV", 18, minter_) {}
}
