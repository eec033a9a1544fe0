package io.github.shogunsdk.spring;

import io.github.shogunsdk.json.internal.TextValues;
import java.util.Set;
import org.springframework.core.convert.TypeDescriptor;
import org.springframework.core.convert.converter.ConditionalGenericConverter;

/**
 * Converts a request parameter or path variable to a value of the SDK with a text form
 * ({@code Square}, {@code Move}, {@code Position}, {@code RuleSet}, {@code EnergyModel}, the enums'
 * words, …): the text the value's JSON is, read as the SDK reads it. A text that is not a value
 * throws the SDK's {@code IllegalArgumentException} with its one-line reason, which Spring turns
 * into a 400.
 */
final class TextValueConverter implements ConditionalGenericConverter {

    TextValueConverter() {
    }

    @Override
    public Set<ConvertiblePair> getConvertibleTypes() {
        // Every target, narrowed by matches(): the SDK's types with a text form are many, and a
        // later release may add more.
        return Set.of(new ConvertiblePair(String.class, Object.class));
    }

    @Override
    public boolean matches(TypeDescriptor source, TypeDescriptor target) {
        return TextValues.reads(target.getType());
    }

    @Override
    public Object convert(Object source, TypeDescriptor sourceType, TypeDescriptor targetType) {
        return source == null ? null : TextValues.read(((String) source).strip(), targetType.getType());
    }
}
