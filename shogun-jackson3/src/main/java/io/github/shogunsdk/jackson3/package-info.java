/**
 * JSON for the Shogun SDK through Jackson 3 ({@code tools.jackson}):
 * {@link io.github.shogunsdk.jackson3.ShogunModule} writes and reads every value of
 * {@code io.github.shogunsdk.api}, with the same JSON as the Jackson 2 module
 * {@code io.github.shogunsdk.jackson}. A Spring Boot 4 application finds the module by itself.
 *
 * <pre>{@code
 * JsonMapper mapper = JsonMapper.builder().findAndAddModules().build();
 * Game game = Shogun.newGame();
 * mapper.writeValueAsString(game.legalMoves(Square.parse("d1")));   // ["d1c2","d1d3","d1e2"]
 * Position back = mapper.readValue(mapper.writeValueAsString(game.position()), Position.class);
 * }</pre>
 */
package io.github.shogunsdk.jackson3;
