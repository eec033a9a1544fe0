/**
 * Two people, two devices, one game, without a transport: an
 * {@link io.github.shogunsdk.cli.web.seat.Invitation} makes a secret
 * {@link io.github.shogunsdk.cli.web.seat.SeatToken} per colour and a watch id, and keeps only
 * the tokens' SHA-256 hashes ({@link io.github.shogunsdk.cli.web.seat.TokenHash}); the links
 * carry a token in their fragment ({@link io.github.shogunsdk.cli.web.seat.SeatLinks}). The
 * two-player flow ({@link io.github.shogunsdk.cli.web.seat.TwoPlayerFlow}) is an immutable state
 * machine over a game and its server clock: only the seat to move moves; draw offers and answers,
 * resignation, the flag, rematches, and a result with its reason
 * ({@link io.github.shogunsdk.cli.web.seat.FlowResult}); every refused action is a
 * {@link io.github.shogunsdk.cli.web.seat.FlowRefusal} with a one-line reason. The rules of the
 * game itself (is the move legal, did it end the game) stay the game's: the flow is told the
 * rules' outcome after each move. docs/WEB.md ("Two players: invitations and seats") describes it.
 */
package io.github.shogunsdk.cli.web.seat;
