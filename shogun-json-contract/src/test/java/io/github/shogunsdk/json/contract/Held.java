package io.github.shogunsdk.json.contract;

import io.github.shogunsdk.api.GameRecord;

/**
 * An application's own value with a record in a field, as a JSON library binds it:
 * {@code {"record":{…}}}. A refusal of the record names the field.
 *
 * @param record the record
 */
public record Held(GameRecord record) {
}
