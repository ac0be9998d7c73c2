// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

import {IEntryPoint} from "@account-abstraction/contracts/interfaces/IEntryPoint.sol";
import {WalletSmartAccount} from "./WalletSmartAccount.sol";

/// Deploys WalletSmartAccounts with CREATE2: an owner's account address is known before it exists
/// (`getAddress`). `createAccount` is the factory call of a first user operation's initCode and of an
/// ERC-6492 signature; it answers the existing account when there is one. Anyone may call it: the
/// account it deploys belongs to `owner` whoever pays.
contract WalletSmartAccountFactory {
    IEntryPoint public immutable entryPoint;

    constructor(IEntryPoint anEntryPoint) {
        entryPoint = anEntryPoint;
    }

    function createAccount(address owner, uint256 salt) external returns (WalletSmartAccount) {
        address account = getAddress(owner, salt);
        if (account.code.length > 0) return WalletSmartAccount(payable(account));
        return new WalletSmartAccount{salt: bytes32(salt)}(entryPoint, owner);
    }

    function getAddress(address owner, uint256 salt) public view returns (address) {
        bytes32 initCodeHash =
            keccak256(abi.encodePacked(type(WalletSmartAccount).creationCode, abi.encode(entryPoint, owner)));
        return address(uint160(uint256(keccak256(abi.encodePacked(bytes1(0xff), address(this), bytes32(salt), initCodeHash)))));
    }
}
