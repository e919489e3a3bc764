package io.japply.it.library;

// tag::imports[]
import io.fabric8.kubernetes.api.model.apps.Deployment;
import io.fabric8.kubernetes.api.model.apps.DeploymentBuilder;
import io.fabric8.kubernetes.client.KubernetesClient;
import io.japply.apply.ApplyReport;
import io.japply.apply.Japply;
import io.japply.apply.Manifests;
import io.japply.apply.Preview;
import io.japply.apply.model.Action;
import io.japply.apply.model.ApplyException;
import io.japply.apply.model.ApplyResult;
import io.japply.apply.model.DryRun;
import java.util.List;
import java.util.function.Consumer;
// end::imports[]

/**
 * The code of docs/library.md, compiled and run by {@link ExamplesTest}; the text between the tag
 * comments is what the page shows, word for word.
 */
final class Examples {
    private Examples() {
    }

    // tag::reconcile[]
    /** An operator's reconcile step: the Deployment as it should be; an autoscaler owns its replicas. */
    static Action reconcile(KubernetesClient client, String image) {
        Deployment desired = new DeploymentBuilder()
                .withNewMetadata().withName("web").withNamespace("shop").endMetadata()
                .withNewSpec() // no replicas: the HorizontalPodAutoscaler sets them, and apply keeps them
                .withNewSelector().addToMatchLabels("app", "web").endSelector()
                .withNewTemplate().withNewMetadata().addToLabels("app", "web").endMetadata()
                .withNewSpec().addNewContainer().withName("web").withImage(image).endContainer().endSpec()
                .endTemplate().endSpec().build();
        try {
            ApplyResult result = Japply.with(client).fieldManager("web-operator").apply(desired);
            return result.action(); // CREATED, CONFIGURED, or UNCHANGED (then nothing was sent)
        } catch (ApplyException e) {
            if (e.reason() == ApplyException.Reason.CONFLICT || e.reason() == ApplyException.Reason.UNREACHABLE) {
                return null; // try again at the next reconcile
            }
            throw e; // e.getMessage() names the object and the server's reason
        }
    }
    // end::reconcile[]

    // tag::folder[]
    /** A deployer's step: every manifest of a folder, in kind order, 8 at a time; failures reported, not thrown. */
    static ApplyReport applyFolder(KubernetesClient client, String folder, Consumer<String> log) {
        ApplyReport report = Japply.with(client).concurrency(8).apply(Manifests.read(List.of(folder), true));
        for (ApplyResult failed : report.failed()) {
            log.accept(failed.source() + ": " + failed.error().orElseThrow().getMessage());
        }
        return report;
    }
    // end::folder[]

    // tag::preview[]
    /** What applying the folder would change, as kubectl diff shows it, secrets masked; nothing is written. */
    static String previewFolder(KubernetesClient client, String folder) {
        Preview preview = Japply.with(client).dryRun(DryRun.CLIENT) // japply's own merge: get and list suffice
                .preview(Manifests.read(List.of(folder), true));
        return preview.changed() ? preview.diff() : "no changes";
    }
    // end::preview[]
}
