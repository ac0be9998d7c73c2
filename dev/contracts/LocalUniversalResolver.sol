// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

interface IEnsRegistry {
    function resolver(bytes32 node) external view returns (address);
}

interface IBatchGateway {
    struct Query {
        address sender;
        string[] urls;
        bytes data;
    }

    function query(Query[] memory queries) external view returns (bool[] memory failures, bytes[] memory responses);
}

/// The universal-resolver calls ENS clients make (`resolveWithGateways`, `reverseWithGateways`) over
/// the local registry. A name's resolver is its own or its closest ancestor's (ENSIP-10 wildcards,
/// which need an extended resolver). A resolver's EIP-3668 `OffchainLookup` is forwarded as a
/// lookup of this contract through the batch gateways the caller names, and finished in
/// `gatewayCallback`. A reverse answer is checked against the forward address of the name.
contract LocalUniversalResolver {
    error OffchainLookup(address sender, string[] urls, bytes callData, bytes4 callbackFunction, bytes extraData);
    error DNSDecodingFailed(bytes dns);
    error DNSEncodingFailed(string ens);
    error ResolverNotFound(bytes name);
    error ResolverNotContract(bytes name, address resolver);
    error ResolverError(bytes errorData);
    error ReverseAddressMismatch(string primary, bytes primaryAddress);
    error HttpError(uint16 status, string message);
    error InvalidBatchGatewayResponse();

    bytes4 private constant EXTENDED_RESOLVER = 0x9061b923; // resolve(bytes,bytes)
    bytes4 private constant ADDR = 0x3b3b57de; // addr(bytes32)
    bytes4 private constant NAME = 0x691f3431; // name(bytes32)
    uint256 private constant ETH_COIN_TYPE = 60;

    /// What is done with a resolver's answer once it is known.
    uint8 private constant THEN_RESOLVE = 0;
    uint8 private constant THEN_REVERSE_NAME = 1;
    uint8 private constant THEN_REVERSE_CHECK = 2;

    /// One resolver call and what follows it.
    struct Step {
        address resolver;
        bool exact;
        bytes name;
        bytes data;
        string[] gateways;
        uint8 then;
        bytes thenData;
    }

    /// A resolver call waiting for its gateway answer (the extra data of this contract's lookup).
    struct Pending {
        address resolver;
        bytes4 callback;
        bytes extraData;
        uint8 then;
        bytes thenData;
        string[] gateways;
    }

    IEnsRegistry public immutable registry;

    constructor(IEnsRegistry registry_) {
        registry = registry_;
    }

    function supportsInterface(bytes4 id) external pure returns (bool) {
        return id == 0x01ffc9a7;
    }

    /// Answers the resolver call `data` for the DNS-encoded `name`: (the call's answer, the resolver).
    function resolveWithGateways(bytes calldata name, bytes calldata data, string[] calldata gateways)
        external
        view
        returns (bytes memory, address)
    {
        _return(_resolve(name, data, gateways));
    }

    /// The primary name of a 20-byte address (coin type 60): (name, its resolver, the reverse resolver).
    function reverseWithGateways(bytes calldata lookupAddress, uint256 coinType, string[] calldata gateways)
        external
        view
        returns (string memory, address, address)
    {
        if (coinType != ETH_COIN_TYPE || lookupAddress.length != 20) revert ResolverNotFound(lookupAddress);
        _return(_reverse(_lowerHex(lookupAddress), abi.encode(lookupAddress), gateways));
    }

    /// Finishes a forwarded lookup: `response` is the batch gateway's answer, `extraData` a Pending.
    function gatewayCallback(bytes calldata response, bytes calldata extraData) external view {
        Pending memory p = abi.decode(extraData, (Pending));
        (bool ok, bytes memory ret) = p.resolver.staticcall(
            abi.encodeWithSelector(p.callback, _gatewayAnswer(response), p.extraData)
        );
        if (!ok) revert ResolverError(ret);
        _return(_finish(p.then, p.thenData, abi.decode(ret, (bytes)), p.resolver, p.gateways));
    }

    function _resolve(bytes memory name, bytes memory data, string[] memory gateways) private view returns (bytes memory) {
        (address resolver, , bool exact) = _resolverOf(name);
        Step memory step = Step(resolver, exact, name, data, gateways, THEN_RESOLVE, "");
        return _finish(THEN_RESOLVE, "", _call(step), resolver, gateways);
    }

    /// `hexAddress` is the address in lower-case hex without 0x; `thenData` the encoded address.
    function _reverse(bytes memory hexAddress, bytes memory thenData, string[] memory gateways)
        private
        view
        returns (bytes memory)
    {
        bytes memory reverseName = abi.encodePacked(bytes1(0x28), hexAddress, bytes1(0x04), "addr", bytes1(0x07), "reverse", bytes1(0x00));
        (address resolver, bytes32 node, bool exact) = _resolverOf(reverseName);
        Step memory step = Step(resolver, exact, reverseName, abi.encodeWithSelector(NAME, node), gateways, THEN_REVERSE_NAME, thenData);
        return _finish(THEN_REVERSE_NAME, thenData, _call(step), resolver, gateways);
    }

    function _finish(uint8 then, bytes memory thenData, bytes memory result, address resolver, string[] memory gateways)
        private
        view
        returns (bytes memory)
    {
        if (then == THEN_RESOLVE) return abi.encode(result, resolver);
        if (then == THEN_REVERSE_NAME) return _forwardOfPrimary(thenData, result, resolver, gateways);
        return _reverseChecked(thenData, result, resolver);
    }

    /// After the reverse record: resolves the primary name forward to check it names the address.
    function _forwardOfPrimary(bytes memory thenData, bytes memory result, address reverseResolver, string[] memory gateways)
        private
        view
        returns (bytes memory)
    {
        bytes memory lookupAddress = abi.decode(thenData, (bytes));
        string memory primary = result.length == 0 ? "" : abi.decode(result, (string));
        if (bytes(primary).length == 0) return abi.encode(primary, address(0), reverseResolver);
        bytes memory dns = _dnsEncode(primary);
        (address resolver, bytes32 node, bool exact) = _resolverOf(dns);
        bytes memory next = abi.encode(primary, lookupAddress, reverseResolver);
        Step memory step = Step(resolver, exact, dns, abi.encodeWithSelector(ADDR, node), gateways, THEN_REVERSE_CHECK, next);
        return _reverseChecked(next, _call(step), resolver);
    }

    function _reverseChecked(bytes memory thenData, bytes memory result, address resolver) private pure returns (bytes memory) {
        (string memory primary, bytes memory lookupAddress, address reverseResolver) = abi.decode(
            thenData,
            (string, bytes, address)
        );
        address resolved = result.length >= 32 ? abi.decode(result, (address)) : address(0);
        if (resolved != address(bytes20(lookupAddress))) revert ReverseAddressMismatch(primary, abi.encodePacked(resolved));
        return abi.encode(primary, resolver, reverseResolver);
    }

    /// Calls the resolver (through `resolve(name, data)` when it is an extended one); a lookup it asks for is forwarded.
    function _call(Step memory s) private view returns (bytes memory) {
        bool extended = _supportsExtended(s.resolver);
        if (!extended && !s.exact) revert ResolverNotFound(s.name);
        (bool ok, bytes memory ret) = s.resolver.staticcall(
            extended ? abi.encodeWithSelector(EXTENDED_RESOLVER, s.name, s.data) : s.data
        );
        if (ok) return extended ? abi.decode(ret, (bytes)) : ret;
        if (extended && bytes4(ret) == OffchainLookup.selector) _forwardLookup(s, ret);
        revert ResolverError(ret);
    }

    function _forwardLookup(Step memory s, bytes memory lookup) private view {
        (address sender, string[] memory urls, bytes memory callData, bytes4 callback, bytes memory extraData) = abi
            .decode(_withoutSelector(lookup), (address, string[], bytes, bytes4, bytes));
        if (sender != s.resolver) revert ResolverError(lookup);
        IBatchGateway.Query[] memory queries = new IBatchGateway.Query[](1);
        queries[0] = IBatchGateway.Query(sender, urls, callData);
        revert OffchainLookup(
            address(this),
            s.gateways,
            abi.encodeCall(IBatchGateway.query, (queries)),
            this.gatewayCallback.selector,
            abi.encode(Pending(s.resolver, callback, extraData, s.then, s.thenData, s.gateways))
        );
    }

    /// The one answer of a batch gateway; a failed query reverts with its error (HttpError as it is).
    function _gatewayAnswer(bytes calldata response) private pure returns (bytes memory) {
        (bool[] memory failures, bytes[] memory responses) = abi.decode(response, (bool[], bytes[]));
        if (failures.length != 1 || responses.length != 1) revert InvalidBatchGatewayResponse();
        bytes memory answer = responses[0];
        if (!failures[0]) return answer;
        if (bytes4(answer) == HttpError.selector) {
            assembly {
                revert(add(answer, 32), mload(answer))
            }
        }
        revert ResolverError(answer);
    }

    function _resolverOf(bytes memory name) private view returns (address resolver, bytes32 node, bool exact) {
        uint256 at;
        (resolver, node, at) = _find(name, 0);
        if (resolver == address(0)) revert ResolverNotFound(name);
        if (resolver.code.length == 0) revert ResolverNotContract(name, resolver);
        exact = at == 0;
    }

    /// The namehash of the name from `offset`, and the resolver set on it or on its closest ancestor (with its offset).
    function _find(bytes memory name, uint256 offset) private view returns (address resolver, bytes32 node, uint256 at) {
        if (offset >= name.length) revert DNSDecodingFailed(name);
        uint256 length = uint8(name[offset]);
        if (length == 0) {
            if (offset != name.length - 1) revert DNSDecodingFailed(name);
            return (registry.resolver(bytes32(0)), bytes32(0), offset);
        }
        (address parentResolver, bytes32 parent, uint256 parentAt) = _find(name, offset + length + 1);
        bytes32 label;
        assembly {
            label := keccak256(add(add(name, 33), offset), length)
        }
        node = keccak256(abi.encodePacked(parent, label));
        resolver = registry.resolver(node);
        if (resolver != address(0)) return (resolver, node, offset);
        return (parentResolver, node, parentAt);
    }

    function _supportsExtended(address resolver) private view returns (bool) {
        (bool ok, bytes memory ret) = resolver.staticcall{gas: 30_000}(
            abi.encodeWithSelector(0x01ffc9a7, EXTENDED_RESOLVER)
        );
        return ok && ret.length >= 32 && abi.decode(ret, (bool));
    }

    function _dnsEncode(string memory name) private pure returns (bytes memory out) {
        bytes memory text = bytes(name);
        out = new bytes(text.length + 2);
        uint256 start = 0;
        for (uint256 i = 0; i <= text.length; i++) {
            if (i < text.length && text[i] != ".") continue;
            uint256 length = i - start;
            if (length == 0 || length > 255) revert DNSEncodingFailed(name);
            out[start] = bytes1(uint8(length));
            for (uint256 j = start; j < i; j++) out[j + 1] = text[j];
            start = i + 1;
        }
    }

    function _lowerHex(bytes calldata data) private pure returns (bytes memory out) {
        bytes16 digits = "0123456789abcdef";
        out = new bytes(data.length * 2);
        for (uint256 i = 0; i < data.length; i++) {
            out[2 * i] = digits[uint8(data[i]) >> 4];
            out[2 * i + 1] = digits[uint8(data[i]) & 0x0f];
        }
    }

    function _withoutSelector(bytes memory data) private pure returns (bytes memory out) {
        out = new bytes(data.length - 4);
        for (uint256 i = 0; i < out.length; i++) out[i] = data[i + 4];
    }

    function _return(bytes memory data) private pure {
        assembly {
            return(add(data, 32), mload(data))
        }
    }
}
