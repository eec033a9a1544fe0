package io.github.shogunsdk.api;

import java.util.Objects;
import java.util.Optional;

/**
 * The evaluation tag of a record's comment, {@code [%eval +0.35]}: found among the prose and put
 * first in it, for {@link RecordNode#evaluation()} and {@link RecordNode#withEvaluation}. The value
 * ({@link Evaluation}) knows its text; where that text stands in a comment is the record's business.
 */
final class EvaluationTag {

    private static final String TAG = "[%eval ";

    private EvaluationTag() {
    }

    /**
     * Finds the evaluation tag in a comment.
     *
     * @param comment a ply's comment
     * @return the evaluation of the first tag, or empty when the comment has no tag or its first
     *     one does not hold an evaluation
     */
    static Optional<Evaluation> find(String comment) {
        int start = comment.indexOf(TAG);
        if (start < 0) {
            return Optional.empty();
        }
        int end = comment.indexOf(']', start);
        if (end < 0) {
            return Optional.empty();
        }
        try {
            return Optional.of(Evaluation.parse(comment.substring(start + TAG.length(), end).trim()));
        } catch (NotationException e) {
            return Optional.empty();
        }
    }

    /**
     * Returns a comment with an evaluation's tag first and the comment's prose after it; every
     * evaluation tag the comment held (up to its closing bracket) is taken out, so a comment
     * evaluated again holds one tag.
     *
     * @param evaluation the evaluation to write
     * @param comment the prose as a record keeps it, possibly empty, possibly with earlier tags
     * @return the new comment, such as {@code [%eval +0.35] a quiet move}
     */
    static String put(Evaluation evaluation, String comment) {
        Objects.requireNonNull(evaluation, "evaluation");
        String rest = comment;
        while (rest.contains(TAG)) {
            rest = withoutTags(rest);
        }
        String tag = TAG + evaluation + "]";
        return rest.isEmpty() ? tag : tag + " " + rest;
    }

    /** Takes every tag out, a space in its place; a removal may bring a new tag together, hence the caller's loop. */
    private static String withoutTags(String comment) {
        StringBuilder prose = new StringBuilder(comment.length());
        int from = 0;
        for (int start = comment.indexOf(TAG); start >= 0; start = comment.indexOf(TAG, from)) {
            int end = comment.indexOf(']', start);
            prose.append(comment, from, start).append(' ');
            from = end < 0 ? comment.length() : end + 1;
        }
        prose.append(comment, from, comment.length());
        return GameRecord.checkedComment(prose.toString());
    }
}
