// SPDX-License-Identifier: MIT
pragma solidity ^0.8.0;

import "@openzeppelin/contracts/token/ERC721/presets/ERC721PresetMinterPauserAutoId.sol";
import "@openzeppelin/contracts/utils/Strings.sol";

/// A demo ERC-721 whose token URI is `<baseUri><tokenId>.json`, so static servers answer it as JSON.
contract DemoErc721 is ERC721PresetMinterPauserAutoId {
    constructor(string memory name, string memory symbol, string memory baseUri)
        ERC721PresetMinterPauserAutoId(name, symbol, baseUri)
    {}

    function tokenURI(uint256 tokenId) public view override returns (string memory) {
        return string.concat(super.tokenURI(tokenId), ".json");
    }
}
