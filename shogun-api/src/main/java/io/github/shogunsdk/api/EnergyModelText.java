package io.github.shogunsdk.api;

import io.github.shogunsdk.api.notation.NotationException;
import java.util.Locale;

/** Reads the text form of energy models. */
final class EnergyModelText {

    private static final String WHAT = "energy model";

    private EnergyModelText() {
    }

    static EnergyModel parse(String text) {
        if (text == null) {
            throw new NotationException(WHAT, "", 0, "expected fixed, magnetic or random, found nothing");
        }
        String[] words = text.split("[ :]", -1);
        String name = words[0].toLowerCase(Locale.ROOT);
        int next = words[0].length() + 1;
        switch (name) {
            case "fixed":
                requireEnd(text, words, 1);
                return EnergyModel.fixed();
            case "random":
                if (words.length < 2 || words[1].isEmpty()) {
                    throw new NotationException(WHAT, text, Math.min(next, text.length()), "expected the seed of the random model, a whole number");
                }
                requireEnd(text, words, 2);
                try {
                    return EnergyModel.random(Long.parseLong(words[1]));
                } catch (NumberFormatException e) {
                    throw new NotationException(WHAT, text, next, "expected the seed as a whole number, found '" + words[1] + "'");
                }
            case "magnetic":
                MagnetLayout layout = MagnetLayout.standard();
                int word = 1;
                if (words.length > word && words[word].indexOf('/') >= 0) {
                    try {
                        layout = MagnetLayout.parse(words[word]);
                    } catch (NotationException e) {
                        throw new NotationException(WHAT, text, next + e.getErrorIndex(),
                                "expected a custom layout of 8 ranks of 8 magnet values 1-4, separated by '/'");
                    }
                    next += words[word].length() + 1;
                    word++;
                }
                Rotation rotation = Rotation.R0;
                if (words.length > word) {
                    try {
                        rotation = Rotation.of(Integer.parseInt(words[word]));
                    } catch (IllegalArgumentException e) {
                        throw new NotationException(WHAT, text, next, "expected a rotation of 0, 90, 180 or 270, found '"
                                + words[word] + "'");
                    }
                    word++;
                }
                requireEnd(text, words, word);
                return new EnergyModel.Magnetic(layout, rotation);
            default:
                throw new NotationException(WHAT, text, 0, "expected fixed, magnetic or random, found '" + words[0] + "'");
        }
    }

    private static void requireEnd(String text, String[] words, int used) {
        if (words.length > used) {
            int index = 0;
            for (int i = 0; i < used; i++) {
                index += words[i].length() + 1;
            }
            throw new NotationException(WHAT, text, index - 1, "expected the end of the energy model");
        }
    }
}
