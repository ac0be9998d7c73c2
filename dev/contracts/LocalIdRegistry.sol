// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

/// @notice The part of Farcaster's ID registry that Sign In With Farcaster reads, for local chains:
/// which fid a custody address holds (`idOf`) and which custody address holds a fid (`custodyOf`).
/// Its owner registers fids; a custody address holds at most one fid and a fid one custody address.
contract LocalIdRegistry {
    /// @notice Who may register fids. Slot 0, so a copy of the code placed elsewhere names its owner there.
    address public owner;
    mapping(address => uint256) public idOf;
    mapping(uint256 => address) public custodyOf;

    event Register(address indexed to, uint256 indexed id);

    error Unauthorized();
    error AlreadyRegistered();
    error InvalidId();

    constructor() {
        owner = msg.sender;
    }

    function register(address to, uint256 id) external {
        if (msg.sender != owner) revert Unauthorized();
        if (id == 0 || to == address(0)) revert InvalidId();
        if (idOf[to] != 0 || custodyOf[id] != address(0)) revert AlreadyRegistered();
        idOf[to] = id;
        custodyOf[id] = to;
        emit Register(to, id);
    }
}
