/**
 * JSON for the Shogun SDK through Jackson: {@link io.github.shogunsdk.jackson.ShogunModule} writes
 * and reads every value of {@code io.github.shogunsdk.api}, as {@code jackson-datatype-jsr310}
 * does for {@code java.time}.
 *
 * <pre>{@code
 * ObjectMapper mapper = new ObjectMapper().findAndRegisterModules();
 * record Reply(Position position, List<Move> moves, Outcome outcome) { }
 * Game game = Shogun.newGame();
 * String json = mapper.writeValueAsString(new Reply(game.position(), game.legalMoves(Square.parse("d1")), game.outcome()));
 * // {"position":"p4p2p3p1k1p3p1p3/8/8/8/8/8/8/P4P3P2K2P1P4P3P2 w","moves":["d1c2","d1d3","d1e2"],
 * //  "outcome":{"over":false,"result":"*","winner":null,"reason":null,"text":"Game in progress"}}
 * Reply back = mapper.readValue(json, Reply.class);      // equal to what was written
 * }</pre>
 */
package io.github.shogunsdk.jackson;
