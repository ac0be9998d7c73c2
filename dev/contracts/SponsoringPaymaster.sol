// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

import {BasePaymaster} from "@account-abstraction/contracts/core/BasePaymaster.sol";
import {_packValidationData} from "@account-abstraction/contracts/core/Helpers.sol";
import {IEntryPoint} from "@account-abstraction/contracts/interfaces/IEntryPoint.sol";
import {PackedUserOperation} from "@account-abstraction/contracts/interfaces/PackedUserOperation.sol";
import {ECDSA} from "@openzeppelin/contracts/utils/cryptography/ECDSA.sol";

/// A verifying paymaster: it pays for a user operation whose paymasterData is
/// `validUntil (uint48) ‖ validAfter (uint48) ‖ signature (65 bytes)`, the signature being the signer key's
/// personal_sign of `getHash(userOp, validUntil, validAfter)`. The hash covers everything of the operation
/// but its own signature and paymasterData, plus this chain and paymaster, so a sponsorship cannot be
/// moved to another operation, chain or paymaster. Gas is paid from its deposit in the EntryPoint.
contract SponsoringPaymaster is BasePaymaster {
    uint256 private constant VALID_AFTER_OFFSET = PAYMASTER_DATA_OFFSET + 6;
    uint256 private constant SIGNATURE_OFFSET = PAYMASTER_DATA_OFFSET + 12;

    address public immutable verifyingSigner;

    constructor(IEntryPoint anEntryPoint, address aVerifyingSigner) BasePaymaster(anEntryPoint) {
        verifyingSigner = aVerifyingSigner;
    }

    function getHash(PackedUserOperation calldata userOp, uint48 validUntil, uint48 validAfter)
        public
        view
        returns (bytes32)
    {
        return keccak256(
            abi.encode(
                userOp.sender,
                userOp.nonce,
                keccak256(userOp.initCode),
                keccak256(userOp.callData),
                userOp.accountGasLimits,
                bytes32(userOp.paymasterAndData[PAYMASTER_VALIDATION_GAS_OFFSET:PAYMASTER_DATA_OFFSET]),
                userOp.preVerificationGas,
                userOp.gasFees,
                block.chainid,
                address(this),
                validUntil,
                validAfter
            )
        );
    }

    function _validatePaymasterUserOp(PackedUserOperation calldata userOp, bytes32, uint256)
        internal
        view
        override
        returns (bytes memory context, uint256 validationData)
    {
        bytes calldata paymasterAndData = userOp.paymasterAndData;
        require(paymasterAndData.length == SIGNATURE_OFFSET + 65, "paymaster: data must be validUntil, validAfter, signature");
        uint48 validUntil = uint48(bytes6(paymasterAndData[PAYMASTER_DATA_OFFSET:VALID_AFTER_OFFSET]));
        uint48 validAfter = uint48(bytes6(paymasterAndData[VALID_AFTER_OFFSET:SIGNATURE_OFFSET]));
        bytes32 digest = ECDSA.toEthSignedMessageHash(getHash(userOp, validUntil, validAfter));
        (address signer, ECDSA.RecoverError error) = ECDSA.tryRecover(digest, paymasterAndData[SIGNATURE_OFFSET:]);
        bool signatureFailed = error != ECDSA.RecoverError.NoError || signer != verifyingSigner;
        return ("", _packValidationData(signatureFailed, validUntil, validAfter));
    }
}
