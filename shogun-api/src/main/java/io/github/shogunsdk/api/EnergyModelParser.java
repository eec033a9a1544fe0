package io.github.shogunsdk.api;

import io.github.shogunsdk.api.internal.AsciiCase;

/**
 * Reads the text form of energy models: {@code fixed}, {@code magnetic [<layout>] [<rotation>]}
 * or {@code random <seed>}, words separated by one space or a colon, the model name in any case.
 */
final class EnergyModelParser {

    private EnergyModelParser() {
    }

    static EnergyModel parse(String text) {
        TextCursor in = new TextCursor("energy model", text);
        int nameStart = in.index();
        String name = AsciiCase.lower(word(in));
        switch (name) {
            case "fixed":
                in.requireEnd("the end of the energy model");
                return EnergyModel.fixed();
            case "random":
                if (!separator(in)) {
                    throw in.error("expected the seed of the random model, a whole number, after a space");
                }
                return EnergyModel.random(seed(in));
            case "magnetic":
                return magnetic(in);
            default:
                throw in.errorAt(nameStart, "expected fixed, magnetic or random, found "
                        + (name.isEmpty() ? in.found() : io.github.shogunsdk.api.spi.Messages.quote(name)));
        }
    }

    private static EnergyModel magnetic(TextCursor in) {
        MagnetLayout layout = MagnetLayout.standard();
        Rotation rotation = Rotation.R0;
        if (separator(in)) {
            int start = in.index();
            String word = word(in);
            if (word.length() > 3) {
                try {
                    layout = MagnetLayout.parse(word);
                } catch (NotationException e) {
                    throw in.errorAt(start + e.getErrorIndex(), "expected a custom layout of 64 magnet values 1-4, "
                            + "rank 8 first (ranks may be separated by '/')");
                }
                if (separator(in)) {
                    start = in.index();
                    rotation = rotation(in, start, word(in));
                }
            } else {
                rotation = rotation(in, start, word);
            }
        }
        in.requireEnd("the end of the energy model");
        return new EnergyModel.Magnetic(layout, rotation);
    }

    private static Rotation rotation(TextCursor in, int start, String word) {
        switch (word) {
            case "0":
                return Rotation.R0;
            case "90":
                return Rotation.R90;
            case "180":
                return Rotation.R180;
            case "270":
                return Rotation.R270;
            default:
                throw in.errorAt(start, "expected a rotation of 0, 90, 180 or 270, found "
                        + (word.isEmpty() ? in.found() : io.github.shogunsdk.api.spi.Messages.quote(word)));
        }
    }

    private static long seed(TextCursor in) {
        int start = in.index();
        boolean negative = in.accept('-');
        long value = 0;
        int digits = 0;
        while (!in.atEnd() && in.peek() >= '0' && in.peek() <= '9') {
            int digit = in.peek() - '0';
            // Accumulate negatively so that Long.MIN_VALUE is readable too.
            if (value < (Long.MIN_VALUE + digit) / 10) {
                throw in.errorAt(start, "expected a seed from " + Long.MIN_VALUE + " to " + Long.MAX_VALUE);
            }
            value = value * 10 - digit;
            digits++;
            in.advance();
        }
        if (digits == 0) {
            throw in.error("expected the seed as a whole number, found " + in.found());
        }
        in.requireEnd("the end of the energy model");
        if (!negative) {
            if (value == Long.MIN_VALUE) {
                throw in.errorAt(start, "expected a seed from " + Long.MIN_VALUE + " to " + Long.MAX_VALUE);
            }
            return -value;
        }
        return value;
    }

    /** Reads up to the next space or colon. */
    private static String word(TextCursor in) {
        int start = in.index();
        while (!in.atEnd() && in.peek() != ' ' && in.peek() != ':') {
            in.advance();
        }
        return in.text().substring(start, in.index());
    }

    private static boolean separator(TextCursor in) {
        return in.accept(' ') || in.accept(':');
    }
}
