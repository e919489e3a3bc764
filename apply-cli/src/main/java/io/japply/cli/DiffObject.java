package io.japply.cli;

import io.japply.apply.cluster.ObjectRef;
import io.japply.apply.preview.DiffAction;
import io.japply.apply.preview.ObjectPair;
import io.japply.apply.preview.Prediction;
import io.japply.apply.preview.Redaction;
import io.japply.apply.preview.RenderedPair;
import io.japply.apply.preview.UnifiedText;
import java.util.List;

/** One object of a diff as every output format needs it: masked once, rendered, with its action. */
record DiffObject(Prediction prediction, ObjectPair masked, RenderedPair rendered, DiffAction action) {

    static DiffObject of(Prediction prediction, Redaction.Options redaction) {
        ObjectPair masked = prediction.masked(redaction);
        RenderedPair rendered = masked.rendered();
        return new DiffObject(prediction, masked, rendered, DiffAction.of(prediction, rendered));
    }

    ObjectRef ref() {
        return prediction.outcome().ref();
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
