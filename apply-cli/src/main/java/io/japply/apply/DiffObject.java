package io.japply.apply;

import com.fasterxml.jackson.databind.node.ObjectNode;
import io.japply.apply.cluster.ObjectRef;
import io.japply.apply.internal.preview.ChangedPaths;
import io.japply.apply.internal.preview.ObjectPair;
import io.japply.apply.internal.preview.Prediction;
import io.japply.apply.internal.preview.PrunePreview;
import io.japply.apply.internal.redact.Redaction;
import io.japply.apply.internal.preview.RenderedPair;
import io.japply.apply.internal.preview.UnifiedText;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;
import io.japply.apply.model.Action;

/**
 * One object of a diff ({@link DiffResult}) as every output needs it: masked once, rendered as the YAML
 * kubectl diff compares, with its action; on demand its changed paths and the reasons for them. A member
 * a prune would delete was not predicted: only its live side, no changes or reasons.
 */
public final class DiffObject {
    /**
     * kubectl diff's order: it writes each object to a file named group.version.Kind.namespace.name
     * ({@link #fileName}) and diff(1) walks the directories in the order of those names (bytes, as in
     * the C locale; names are ASCII).
     */
    public static final Comparator<DiffObject> KUBECTL_ORDER = Comparator.comparing(DiffObject::fileName);

    private final ObjectRef ref;
    private final Prediction prediction;
    private final ObjectPair masked;
    private final RenderedPair rendered;
    private final DiffAction action;
    private final boolean showSecrets;

    private DiffObject(ObjectRef ref, Prediction prediction, ObjectPair masked, DiffAction action, boolean showSecrets) {
        this.ref = ref;
        this.prediction = prediction;
        this.masked = masked;
        this.rendered = masked.rendered();
        this.action = action == null ? DiffAction.of(prediction, rendered) : action;
        this.showSecrets = showSecrets;
    }

    static DiffObject of(Prediction prediction, DiffRequest.Shown shown) {
        return new DiffObject(prediction.outcome().ref(), prediction, prediction.masked(redaction(shown)), null,
                shown.secrets());
    }

    /**
     * A member the prune would delete: the live object against nothing, as kubectl diff prints it,
     * managedFields included (kubectl writes it as listed, not through the differ that leaves them out);
     * a Secret's values masked, as in any other object (kubectl leaves them in: docs/differences.md).
     */
    static DiffObject pruned(PrunePreview.Member member, DiffRequest.Shown shown) {
        ObjectPair masked = member.masked(new Redaction.Options(shown.secrets(), true));
        return new DiffObject(member.ref(), null, masked, DiffAction.PRUNE, shown.secrets());
    }

    static Redaction.Options redaction(DiffRequest.Shown shown) {
        return new Redaction.Options(shown.secrets(), shown.managedFields());
    }

    public ObjectRef ref() {
        return ref;
    }

    public DiffAction action() {
        return action;
    }

    /** What the predicted apply did to the object (created, configured, unchanged...); null for a member the prune would delete. */
    public Action applied() {
        return prediction == null ? null : prediction.outcome().action();
    }

    /** kubectl diff's file name for the object: [group.]version.Kind.namespace.name. */
    public String fileName() {
        return rendered.name();
    }

    /** The live side as the YAML a diff compares (sorted keys, masked); "" when there is none. */
    public String liveText() {
        return rendered.live();
    }

    /** The side after the apply, the same way; "" for a member the prune would delete. */
    public String mergedText() {
        return rendered.merged();
    }

    /** The masked live object (null when there is none). */
    public ObjectNode live() {
        return masked.live() == null ? null : masked.live().deepCopy();
    }

    /** The masked object as it would be (null for a member the prune would delete). */
    public ObjectNode merged() {
        return masked.merged() == null ? null : masked.merged().deepCopy();
    }

    /** Whether the two texts differ. */
    public boolean changed() {
        return rendered.changed();
    }

    /** Whether the object went through the predicted apply; false for a member the prune would delete. */
    public boolean predicted() {
        return prediction != null;
    }

    /** The unified diff's lines (diff -u -N LIVE/... MERGED/...), without colour; empty when nothing changes. */
    public List<String> diffLines() {
        return UnifiedText.lines(rendered);
    }

    /** The changed paths, values masked; none for a member the prune would delete (it goes whole). */
    public List<DiffChange> changes() {
        if (prediction == null) {
            return List.of();
        }
        return ChangedPaths.of(masked.live(), masked.merged(), DiffExplanation.schema(prediction)).stream()
                .map(DiffChange::of).toList();
    }

    /** Why each part changes; empty for a member the prune would delete. */
    public Optional<DiffExplanation> explanation() {
        return prediction == null ? Optional.empty() : Optional.of(DiffExplanation.of(prediction, showSecrets));
    }

    /** kubectl's name for the object and its namespace: "deployment.apps/web (namespace shop)". */
    public String title() {
        return ref.display() + (ref.namespace() == null ? "" : " (namespace " + ref.namespace() + ")");
    }
}
