package io.japply.apply;

import io.japply.apply.internal.preview.Prediction;
import io.japply.apply.internal.preview.RenderedPair;

import java.util.Locale;

/** What an apply would do to one object, as a diff reports it. */
public enum DiffAction {
    CREATE, CHANGE, UNCHANGED,
    /** A member of the ApplySet that the input no longer has: apply --prune would delete it. */
    PRUNE;

    /** The object is created when there is no live one; otherwise changed when the rendered sides differ. */
    static DiffAction of(Prediction prediction, RenderedPair rendered) {
        if (prediction.live() == null) {
            return CREATE;
        }
        return rendered.changed() ? CHANGE : UNCHANGED;
    }

    /** The word in JSON and Markdown output: "create", "change", "unchanged", "prune". */
    public String word() {
        return name().toLowerCase(Locale.ROOT);
    }
}
