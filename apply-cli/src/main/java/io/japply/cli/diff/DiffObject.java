package io.japply.cli.diff;

import io.japply.apply.cluster.ObjectRef;
import io.japply.apply.DiffAction;
import io.japply.apply.internal.preview.ObjectPair;
import io.japply.apply.internal.preview.Prediction;
import io.japply.apply.internal.preview.PrunePreview;
import io.japply.apply.internal.preview.Redaction;
import io.japply.apply.internal.preview.RenderedPair;
import io.japply.apply.internal.preview.UnifiedText;
import java.util.List;

/**
 * One object of a diff as every output format needs it: masked once, rendered, with its action; a
 * member that --prune would delete has no prediction (null), only its live side.
 */
record DiffObject(ObjectRef ref, Prediction prediction, ObjectPair masked, RenderedPair rendered, DiffAction action) {
    /**
     * kubectl diff's order: it writes each object to a file named group.version.Kind.namespace.name
     * ({@link ObjectPair#fileName}) and diff(1) walks the directories in the order of those names
     * (bytes, as in the C locale; names are ASCII).
     */
    static final java.util.Comparator<DiffObject> KUBECTL_ORDER = java.util.Comparator.comparing(o -> o.rendered().name());

    static DiffObject of(Prediction prediction, Redaction.Options redaction) {
        ObjectPair masked = prediction.masked(redaction);
        RenderedPair rendered = masked.rendered();
        return new DiffObject(prediction.outcome().ref(), prediction, masked, rendered,
                DiffAction.of(prediction, rendered));
    }

    /**
     * A member apply --prune would delete: the live object against nothing, as kubectl diff prints it,
     * managedFields included (kubectl writes it as listed, not through the differ that leaves them out);
     * a Secret's values masked, as in any other object (kubectl leaves them in: docs/differences.md).
     */
    static DiffObject pruned(PrunePreview.Member member, Redaction.Options redaction) {
        ObjectPair masked = member.masked(new Redaction.Options(redaction.showSecrets(), true));
        return new DiffObject(member.ref(), null, masked, masked.rendered(), DiffAction.PRUNE);
    }

    /** The unified diff's lines, without colour; empty when nothing changes. */
    List<String> diffLines() {
        return UnifiedText.lines(rendered);
    }

    /** kubectl's name for the object and its namespace: "deployment.apps/web (namespace shop)". */
    String title() {
        return ref().display() + (ref().namespace() == null ? "" : " (namespace " + ref().namespace() + ")");
    }
}
