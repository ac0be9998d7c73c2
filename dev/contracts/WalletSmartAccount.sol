// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

import {BaseAccount} from "@account-abstraction/contracts/core/BaseAccount.sol";
import {SIG_VALIDATION_FAILED, SIG_VALIDATION_SUCCESS} from "@account-abstraction/contracts/core/Helpers.sol";
import {IEntryPoint} from "@account-abstraction/contracts/interfaces/IEntryPoint.sol";
import {PackedUserOperation} from "@account-abstraction/contracts/interfaces/PackedUserOperation.sol";
import {TokenCallbackHandler} from "@account-abstraction/contracts/accounts/callback/TokenCallbackHandler.sol";
import {ECDSA} from "@openzeppelin/contracts/utils/cryptography/ECDSA.sol";

/// An ERC-4337 account with one owner key. A user operation carries the owner's signature of its hash.
/// ERC-1271: a signature is the owner's EIP-712 signature of `AccountMessage(hash)` in this account's domain
/// (its address and chain), so a signature made for one account of an owner is not valid for another.
/// Calls go out through BaseAccount's `execute` and `executeBatch`, from the EntryPoint or the owner.
contract WalletSmartAccount is BaseAccount, TokenCallbackHandler {
    bytes4 private constant ERC1271_VALID = 0x1626ba7e;
    bytes4 private constant ERC1271_INVALID = 0xffffffff;
    bytes32 private constant DOMAIN_TYPEHASH =
        keccak256("EIP712Domain(string name,string version,uint256 chainId,address verifyingContract)");
    bytes32 private constant MESSAGE_TYPEHASH = keccak256("AccountMessage(bytes32 hash)");
    bytes32 private constant NAME_HASH = keccak256("WalletSmartAccount");
    bytes32 private constant VERSION_HASH = keccak256("1");

    IEntryPoint private immutable _entryPoint;
    address public immutable owner;

    constructor(IEntryPoint anEntryPoint, address anOwner) {
        _entryPoint = anEntryPoint;
        owner = anOwner;
    }

    receive() external payable {}

    function entryPoint() public view override returns (IEntryPoint) {
        return _entryPoint;
    }

    function _requireForExecute() internal view override {
        require(msg.sender == address(_entryPoint) || msg.sender == owner, "account: not the owner or the EntryPoint");
    }

    function _validateSignature(PackedUserOperation calldata userOp, bytes32 userOpHash)
        internal
        view
        override
        returns (uint256)
    {
        return _signedByOwner(userOpHash, userOp.signature) ? SIG_VALIDATION_SUCCESS : SIG_VALIDATION_FAILED;
    }

    /// The digest the owner signs for `hash`: EIP-712 typed data bound to this account and chain.
    function replaySafeHash(bytes32 hash) public view returns (bytes32) {
        bytes32 domainSeparator =
            keccak256(abi.encode(DOMAIN_TYPEHASH, NAME_HASH, VERSION_HASH, block.chainid, address(this)));
        return keccak256(abi.encodePacked("\x19\x01", domainSeparator, keccak256(abi.encode(MESSAGE_TYPEHASH, hash))));
    }

    function isValidSignature(bytes32 hash, bytes calldata signature) external view returns (bytes4) {
        return _signedByOwner(replaySafeHash(hash), signature) ? ERC1271_VALID : ERC1271_INVALID;
    }

    function _signedByOwner(bytes32 digest, bytes calldata signature) private view returns (bool) {
        (address signer, ECDSA.RecoverError error) = ECDSA.tryRecover(digest, signature);
        return error == ECDSA.RecoverError.NoError && signer == owner;
    }
}
