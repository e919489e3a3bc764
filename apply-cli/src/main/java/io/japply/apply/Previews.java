package io.japply.apply;

import io.japply.apply.cluster.ClusterGateway;
import io.japply.apply.cluster.ObjectRef;
import io.japply.apply.job.ApplyOptions;
import io.japply.apply.internal.preview.Prediction;
import io.japply.apply.internal.preview.Predictor;
import io.japply.apply.internal.preview.PrunePreview;
import io.japply.apply.internal.redact.Redaction;
import io.japply.apply.internal.preview.RenderedPair;
import io.japply.apply.internal.preview.UnifiedText;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import io.japply.apply.model.ApplyException;
import io.japply.apply.model.ApplyResult;
import io.japply.apply.model.DryRun;
import io.japply.apply.model.Failure;
import io.japply.apply.model.Manifest;

/** The library's preview: the pipeline's dry-run predictions turned into {@link Preview} values. */
final class Previews {
    private Previews() {
    }

    /**
     * As kubectl diff: the prediction overwrites what others changed; by the server unless a client dry
     * run is asked for. With an ApplySet (the parent read, never written) or a prune by label, the members
     * apply would prune follow.
     */
    static Preview of(ClusterGateway cluster, Settings settings, Runtime runtime, List<Manifest> manifests) {
        Settings dry = settings.copy();
        dry.dryRun = settings.dryRun == DryRun.CLIENT ? DryRun.CLIENT : DryRun.SERVER;
        dry.overwrite = true;
        ApplyOptions options = dry.applyOptions().withoutMigration(); // a preview, as kubectl diff, migrates nothing
        Optional<PrunePreview> prune = settings.applySet.map(parent -> start(parent, cluster, options))
                .or(() -> settings.pruneSelector.map(selector -> byLabel(selector, cluster, options)));
        List<ApplyResult> failed = new ArrayList<>();
        List<Prediction> predictions = new Predictor(cluster, options, runtime.sleeper())
                .predict(prune.map(p -> p.label(manifests)).orElse(manifests),
                        outcome -> failed.add(Outcomes.result(outcome, 0)));
        List<Preview.Change> changes = new ArrayList<>(predictions.stream().map(Previews::change).toList());
        if (prune.isPresent() && failed.isEmpty()) {
            List<ObjectRef> kept = predictions.stream().map(p -> p.outcome().ref()).toList();
            prune.get().members(kept).forEach(m -> changes.add(pruned(m)));
        }
        return new Preview(changes, failed);
    }

    /** The parent apply would refuse is refused as apply refuses it: an {@link ApplyException}, nothing predicted. */
    private static PrunePreview start(String parent, ClusterGateway cluster, ApplyOptions options) {
        try {
            return PrunePreview.start(parent, cluster, options);
        } catch (Failure e) {
            throw new ApplyException(ApplyException.Reason.INVALID_INPUT, parent, e.getMessage(), null);
        }
    }

    /** A kind of kubectl's prune kinds the server does not serve is refused as apply refuses it. */
    private static PrunePreview byLabel(String selector, ClusterGateway cluster, ApplyOptions options) {
        try {
            return PrunePreview.byLabel(new io.japply.apply.job.PruneSelection(selector, List.of()), cluster, options);
        } catch (Failure e) {
            throw new ApplyException(ApplyException.Reason.INVALID_INPUT, selector, e.getMessage(), null);
        }
    }

    private static Preview.Change change(Prediction prediction) {
        RenderedPair rendered = prediction.rendered(Redaction.Options.DEFAULT);
        return new Preview.Change(Outcomes.id(prediction.outcome().ref()), Optional.ofNullable(prediction.live()),
                prediction.merged(), text(rendered));
    }

    private static Preview.Change pruned(PrunePreview.Member member) {
        return Preview.Change.pruned(Outcomes.id(member.ref()), member.live(),
                text(member.masked(Redaction.Options.DEFAULT).rendered()));
    }

    private static String text(RenderedPair rendered) {
        StringBuilder diff = new StringBuilder();
        UnifiedText.lines(rendered).forEach(line -> diff.append(line).append('\n'));
        return diff.toString();
    }
}
