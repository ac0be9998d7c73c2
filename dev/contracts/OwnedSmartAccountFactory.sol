// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

import "./OwnedSmartAccount.sol";

/// Deploys OwnedSmartAccounts at addresses known before deployment (CREATE2), for ERC-6492 tests:
/// an account not yet deployed signs with its factory's deployment call attached.
contract OwnedSmartAccountFactory {
    function deploy(address owner, bytes32 salt) external returns (address) {
        return address(new OwnedSmartAccount{salt: salt}(owner));
    }

    function addressOf(address owner, bytes32 salt) external view returns (address) {
        bytes32 code = keccak256(abi.encodePacked(type(OwnedSmartAccount).creationCode, abi.encode(owner)));
        return address(uint160(uint256(keccak256(abi.encodePacked(bytes1(0xff), address(this), salt, code)))));
    }
}
