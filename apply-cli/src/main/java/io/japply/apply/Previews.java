package io.japply.apply;

import io.japply.apply.cluster.ClusterGateway;
import io.japply.apply.job.ApplyOptions;
import io.japply.apply.preview.Prediction;
import io.japply.apply.preview.Predictor;
import io.japply.apply.preview.Redaction;
import io.japply.apply.preview.RenderedPair;
import io.japply.apply.preview.UnifiedText;
import io.japply.apply.read.Manifest;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/** The library's preview: the pipeline's dry-run predictions turned into {@link Preview} values. */
final class Previews {
    private Previews() {
    }

    /** As kubectl diff: the prediction overwrites what others changed; by the server unless a client dry run is asked for. */
    static Preview of(ClusterGateway cluster, Settings settings, Runtime runtime, List<Manifest> manifests) {
        Settings dry = settings.copy();
        dry.dryRun = settings.dryRun == DryRun.CLIENT ? DryRun.CLIENT : DryRun.SERVER;
        dry.overwrite = true;
        ApplyOptions options = dry.applyOptions();
        List<ApplyResult> failed = new ArrayList<>();
        List<Prediction> predictions = new Predictor(cluster, options, runtime.sleeper())
                .predict(manifests, outcome -> failed.add(Outcomes.result(outcome, 0)));
        List<Preview.Change> changes = predictions.stream().map(Previews::change).toList();
        return new Preview(changes, failed);
    }

    private static Preview.Change change(Prediction prediction) {
        RenderedPair rendered = prediction.rendered(Redaction.Options.DEFAULT);
        StringBuilder diff = new StringBuilder();
        UnifiedText.lines(rendered).forEach(line -> diff.append(line).append('\n'));
        return new Preview.Change(Outcomes.id(prediction.outcome().ref()), Optional.ofNullable(prediction.live()),
                prediction.merged(), diff.toString());
    }
}
