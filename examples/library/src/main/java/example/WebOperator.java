package example;

import io.fabric8.kubernetes.api.model.apps.Deployment;
import io.fabric8.kubernetes.api.model.apps.DeploymentBuilder;
import io.fabric8.kubernetes.client.Config;
import io.fabric8.kubernetes.client.ConfigBuilder;
import io.fabric8.kubernetes.client.KubernetesClient;
import io.fabric8.kubernetes.client.KubernetesClientBuilder;
import io.japply.apply.ApplyReport;
import io.japply.apply.model.ApplyResult;
import io.japply.apply.model.DryRun;
import io.japply.apply.Japply;
import io.japply.apply.Manifests;
import io.japply.apply.Preview;
import java.util.List;

/**
 * The README's Java example as a program of a library user: applies a Deployment and deploy/ to the
 * namespace given (kubeconfig as kubectl finds it: KUBECONFIG, ~/.kube/config or the Pod's service
 * account) and prints what happened: CREATED the first time, UNCHANGED after.
 */
public final class WebOperator {
    public static void main(String[] args) {
        Config config = new ConfigBuilder(Config.autoConfigure(null)).withNamespace(args[0]).build();
        try (KubernetesClient client = new KubernetesClientBuilder().withConfig(config).build()) {
            Deployment deployment = web();
            // the README's example, word for word
            ApplyResult result = Japply.with(client).fieldManager("web-operator").apply(deployment);
            result.action();   // CREATED, CONFIGURED or UNCHANGED (then nothing was sent)
            ApplyReport report = Japply.with(client).apply(Manifests.read(List.of("deploy/"), true));
            Preview preview = Japply.with(client).dryRun(DryRun.CLIENT).preview(List.of(deployment));
            // end of the README's example
            System.out.println("deployment " + result.id().name() + ": " + result.action());
            report.results().forEach(each -> System.out.println(
                    each.id().kind().toLowerCase() + " " + each.id().name() + ": " + each.action()));
            System.out.println("preview changed: " + preview.changed());
            if (result.failed() || !report.succeeded()) {
                result.error().ifPresent(error -> System.err.println("error: " + error.getMessage()));
                report.failed().forEach(each -> System.err.println("error: " + each.error().orElseThrow().getMessage()));
                System.exit(1);
            }
        }
    }

    private static Deployment web() {
        return new DeploymentBuilder()
                .withNewMetadata().withName("web").addToLabels("app", "web").endMetadata()
                .withNewSpec().withReplicas(2)
                .withNewSelector().addToMatchLabels("app", "web").endSelector()
                .withNewTemplate().withNewMetadata().addToLabels("app", "web").endMetadata()
                .withNewSpec().addNewContainer().withName("web").withImage("nginx:1.27").endContainer().endSpec()
                .endTemplate().endSpec().build();
    }
}
