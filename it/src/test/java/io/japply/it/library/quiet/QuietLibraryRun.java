package io.japply.it.library.quiet;

import io.fabric8.kubernetes.api.model.ConfigMapBuilder;
import io.fabric8.kubernetes.api.model.GenericKubernetesResourceBuilder;
import io.fabric8.kubernetes.client.Config;
import io.fabric8.kubernetes.client.KubernetesClient;
import io.fabric8.kubernetes.client.KubernetesClientBuilder;
import io.japply.apply.model.ApplyException;
import io.japply.apply.ApplyReport;
import io.japply.apply.model.DryRun;
import io.japply.apply.Japply;
import io.japply.apply.Manifests;
import io.japply.apply.status.WaitListener;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.logging.ConsoleHandler;
import java.util.logging.Handler;
import java.util.logging.Level;
import java.util.logging.Logger;

/**
 * The library's calls in a JVM of their own, for LibraryPrintsNothingTest: apply (created, unchanged,
 * pruned), previews, a wait, and failures (a bad document, a kind the server does not serve, a server that cannot be
 * reached). Logging is made to print as much as a user's set-up could: java.util.logging at every level
 * for io.japply, and an SLF4J binding that prints (PrintingSlf4jProvider). The run itself prints
 * nothing: what each call returned goes to a file, so anything on this JVM's stdout or stderr was
 * printed by the library or what it uses. Args: KUBECONFIG UNREACHABLE_KUBECONFIG OUT_FILE.
 * With -Dquiet.noSlf4jBinding=true, for a class path without any SLF4J binding.
 */
public final class QuietLibraryRun {
    private static final Logger JAPPLY_JUL = Logger.getLogger("io.japply"); // held: JUL keeps loggers weakly

    private QuietLibraryRun() {
    }

    public static void main(String[] args) throws Exception {
        julPrintsEverythingOfJapply();
        boolean noBinding = Boolean.getBoolean("quiet.noSlf4jBinding"); // library.md: what SLF4J prints then
        if (!noBinding && !PrintingSlf4jProvider.inUse(org.slf4j.LoggerFactory.getLogger("io.japply.check"))) {
            throw new IllegalStateException("start with -Dslf4j.provider=" + PrintingSlf4jProvider.class.getName());
        }
        List<String> seen = new ArrayList<>();
        try (KubernetesClient client = client(Path.of(args[0]));
             KubernetesClient unreachable = client(Path.of(args[1]))) {
            calls(client, unreachable, seen);
        }
        Files.write(Path.of(args[2]), seen);
    }

    private static void calls(KubernetesClient client, KubernetesClient unreachable, List<String> seen) {
        Japply japply = Japply.with(client).namespace("default").pruneApplySet("configmaps/set");
        ApplyReport first = japply.apply(Manifests.parse("two.yaml", configMaps("a", "b")));
        seen.add("apply " + first.results().stream().map(r -> r.action().name()).toList());
        ApplyReport second = japply.apply(Manifests.parse("one.yaml", configMaps("a")));
        seen.add("apply again " + second.results().get(0).action() + ", pruned " + second.pruned().size());
        seen.add("wait " + Japply.with(client).waitUntilReady(second, Duration.ofSeconds(20), WaitListener.NONE).end());
        seen.add("preview " + japply.preview(Manifests.parse("c.yaml", configMaps("c"))).changed());
        seen.add("client preview " + japply.dryRun(DryRun.CLIENT).preview(Manifests.parse("c.yaml", configMaps("c"))).changed());
        ApplyReport bad = Japply.with(client).apply(Manifests.parse("bad.yaml", "kind: [\n---\n" + configMaps("d")));
        seen.add("bad document " + bad.failed().size() + " failed of " + bad.results().size());
        seen.add("refused " + reason(() -> Japply.with(client).apply(new GenericKubernetesResourceBuilder()
                .withApiVersion("example.com/v9").withKind("Gadget").withNewMetadata().withName("g").endMetadata().build())));
        seen.add("unreachable " + reason(() -> Japply.with(unreachable).apply(new ConfigMapBuilder().withNewMetadata()
                .withName("y").withNamespace("default").endMetadata().build())));
    }

    private static String reason(Runnable call) {
        try {
            call.run();
            return "no exception";
        } catch (ApplyException e) {
            return e.reason().name();
        }
    }

    private static String configMaps(String... names) {
        StringBuilder text = new StringBuilder();
        for (String name : names) {
            text.append("---\napiVersion: v1\nkind: ConfigMap\nmetadata: {name: ").append(name)
                    .append("}\ndata: {k: ").append(name).append("}\n");
        }
        return text.toString();
    }

    private static KubernetesClient client(Path kubeconfig) throws Exception {
        Config config = Config.fromKubeconfig(Files.readString(kubeconfig));
        config.setRequestRetryBackoffLimit(0);
        config.setConnectionTimeout(2000);
        config.setRequestTimeout(5000);
        return new KubernetesClientBuilder().withConfig(config).build();
    }

    private static void julPrintsEverythingOfJapply() {
        JAPPLY_JUL.setLevel(Level.ALL);
        Handler console = new ConsoleHandler();
        console.setLevel(Level.ALL);
        JAPPLY_JUL.addHandler(console);
    }
}
