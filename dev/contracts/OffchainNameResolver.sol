// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

/// An extended (ENSIP-10) resolver whose records live off chain (EIP-3668): every `resolve` asks the
/// gateway at `url` for `resolve(name, data)`. The gateway answers abi.encode(result, expires,
/// signature), signed by `signer` over
/// keccak256(0x1900 ‖ this contract ‖ expires ‖ keccak256(request) ‖ keccak256(result));
/// the answer is used only before `expires` (a unix time) and only with that signer's signature.
contract OffchainNameResolver {
    error OffchainLookup(address sender, string[] urls, bytes callData, bytes4 callbackFunction, bytes extraData);
    error ExpiredResponse(uint64 expires);
    error UnknownSigner(address recovered);
    error MalformedSignature();

    bytes4 private constant EXTENDED_RESOLVER = 0x9061b923; // resolve(bytes,bytes)
    /// Half the secp256k1 group order: a larger `s` is the malleable twin of a valid signature.
    uint256 private constant HALF_ORDER = 0x7fffffffffffffffffffffffffffffff5d576e7357a4501ddfe92f46681b20a0;

    string public url;
    address public immutable signer;

    constructor(string memory url_, address signer_) {
        url = url_;
        signer = signer_;
    }

    function supportsInterface(bytes4 id) external pure returns (bool) {
        return id == 0x01ffc9a7 || id == EXTENDED_RESOLVER;
    }

    function resolve(bytes calldata name, bytes calldata data) external view returns (bytes memory) {
        bytes memory request = abi.encodeWithSelector(EXTENDED_RESOLVER, name, data);
        string[] memory urls = new string[](1);
        urls[0] = url;
        revert OffchainLookup(address(this), urls, request, this.resolveWithProof.selector, request);
    }

    /// The gateway's answer to `request`, once its expiry and signature are checked.
    function resolveWithProof(bytes calldata response, bytes calldata request) external view returns (bytes memory) {
        (bytes memory result, uint64 expires, bytes memory signature) = abi.decode(response, (bytes, uint64, bytes));
        if (expires < block.timestamp) revert ExpiredResponse(expires);
        address recovered = _recover(responseDigest(request, result, expires), signature);
        if (recovered != signer) revert UnknownSigner(recovered);
        return result;
    }

    function responseDigest(bytes memory request, bytes memory result, uint64 expires) public view returns (bytes32) {
        return keccak256(abi.encodePacked(hex"1900", address(this), expires, keccak256(request), keccak256(result)));
    }

    function _recover(bytes32 digest, bytes memory signature) private pure returns (address) {
        if (signature.length != 65) revert MalformedSignature();
        bytes32 r;
        bytes32 s;
        uint8 v;
        assembly {
            r := mload(add(signature, 32))
            s := mload(add(signature, 64))
            v := byte(0, mload(add(signature, 96)))
        }
        if (v < 27) v += 27;
        if (uint256(s) > HALF_ORDER || (v != 27 && v != 28)) revert MalformedSignature();
        address recovered = ecrecover(digest, v, r, s);
        if (recovered == address(0)) revert MalformedSignature();
        return recovered;
    }
}
