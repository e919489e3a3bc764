package io.japply.apply.model;

import java.util.Optional;

/**
 * What an --atomic rollback did to one object this run changed: its previous configuration applied
 * again, deleted (this run created it), not rolled back (its previous configuration is unknown, so it
 * is named rather than guessed at), or failed (the reason in {@link #error}).
 */
public record RollbackResult(ApplyResult.ObjectId id, Step step, Optional<String> error) {
    /** The closed set of a rollback's outcomes for one object. */
    public enum Step {
        /** Its previous last-applied configuration was applied again by the three-way patch. */
        RESTORED,
        /** This run created it: it was deleted. */
        DELETED,
        /** This run pruned it: it was created again from its last-applied configuration. */
        RECREATED,
        /** Its previous configuration is unknown (no last-applied annotation before this run): left as it is. */
        NOT_ROLLED_BACK,
        /** The rollback's request failed, or its time ran out: left as this run made it. */
        FAILED
    }

    public RollbackResult {
        java.util.Objects.requireNonNull(step, "step");
        error = error == null ? Optional.empty() : error;
    }

    /** Whether the object is back as it was before the run. */
    public boolean rolledBack() {
        return step == Step.RESTORED || step == Step.DELETED || step == Step.RECREATED;
    }
}
