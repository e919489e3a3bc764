package io.japply.it.bench;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.japply.it.FakeApiServer;
import io.japply.it.server.ObjectStore;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * Real install manifests through kubectl and japply side by side (not a test): each project's
 * directory is applied by both, each against its own fake API server serving the kinds the manifests
 * use, in four phases (create, unchanged, after controllers edited the live objects, a new version),
 * and the stored objects and the output lines are compared after each. Prints every difference.
 * Run with bin/try-manifests DIR, where DIR holds one directory of manifests per project (or is one).
 */
public final class RealManifests {
    private RealManifests() {
    }

    public static void main(String[] args) throws Exception {
        if (args.length != 1 || !Files.isDirectory(Path.of(args[0]))) {
            System.err.println("usage: bin/try-manifests DIR (a directory of manifests, or of one such directory per project)");
            System.exit(2);
        }
        String launcher = System.getProperty("japply.launcher", "bin/japply");
        int differences = 0;
        for (Path project : projects(Path.of(args[0]))) {
            differences += tryProject(project, launcher);
        }
        System.out.println(differences == 0 ? "no differences" : differences + " differences in all");
    }

    /** DIR itself when it holds manifests, else each of its subdirectories. */
    private static List<Path> projects(Path dir) throws IOException {
        if (!RealManifestsFiles.manifests(dir).isEmpty()) {
            return List.of(dir);
        }
        try (var entries = Files.list(dir)) {
            return entries.filter(Files::isDirectory).sorted().toList();
        }
    }

    private static int tryProject(Path project, String launcher) throws Exception {
        List<JsonNode> documents = RealManifestsFiles.read(project);
        List<ObjectNode> objects = RealManifestsKinds.objects(documents);
        List<FakeApiServer.Served> kinds = new ArrayList<>(RealManifestsKinds.served(objects));
        if (kinds.stream().noneMatch(k -> k.kind().equals("Namespace"))) {
            kinds.add(new FakeApiServer.Served("v1", "namespaces", "Namespace", false));
        }
        System.out.printf("%n== %s: %d documents, %d objects, %d kinds%n", project.getFileName(), documents.size(),
                objects.size(), kinds.size());
        Path work = Files.createTempDirectory("realworld-" + project.getFileName());
        Path next = RealManifestsFiles.writeNextVersion(project, work.resolve("next"));
        ObjectStore kubectlStore = new ObjectStore();
        ObjectStore japplyStore = new ObjectStore();
        try (FakeApiServer kubectlServer = new FakeApiServer(kubectlStore).start().serving(kinds).storing();
             FakeApiServer japplyServer = new FakeApiServer(japplyStore).start().serving(kinds).storing();
             RealManifestsCrdController crds = new RealManifestsCrdController(kubectlStore, japplyStore)) {
            for (ObjectStore store : List.of(kubectlStore, japplyStore)) {
                store.namespace("default");
                store.limitAnnotationSize(); // as a real server: big CRDs do not fit a last-applied annotation
            }
            Path kubectlDir = Files.createDirectories(work.resolve("kubectl"));
            Path japplyDir = Files.createDirectories(work.resolve("japply"));
            RealManifestsRun kubectl = new RealManifestsRun(List.of("kubectl", "apply", "--server-side=false",
                    "--validate=false", "--cache-dir", kubectlDir.resolve("cache").toString(), "--kubeconfig",
                    kubectlServer.writeKubeconfig(kubectlDir).toString()));
            RealManifestsRun japply = new RealManifestsRun(List.of(launcher, "apply", "--kubeconfig",
                    japplyServer.writeKubeconfig(japplyDir).toString()));
            int found = phase("create", project, kubectl, japply, kubectlStore, japplyStore);
            found += phase("unchanged", project, kubectl, japply, kubectlStore, japplyStore);
            System.out.printf("drift: controllers edited %d objects (kubectl's server), %d (japply's)%n",
                    RealManifestsEdits.drift(kubectlStore), RealManifestsEdits.drift(japplyStore));
            found += phase("after drift", project, kubectl, japply, kubectlStore, japplyStore);
            found += phase("next version", next, kubectl, japply, kubectlStore, japplyStore);
            return found;
        } finally {
            deleteTree(work); // the next version's copies run to megabytes per project
        }
    }

    private static void deleteTree(Path dir) throws IOException {
        try (var paths = Files.walk(dir)) {
            for (Path p : paths.sorted(java.util.Comparator.reverseOrder()).toList()) {
                Files.deleteIfExists(p);
            }
        }
    }

    /** Applies dir with both tools and prints what differs; returns how many differences. */
    private static int phase(String name, Path dir, RealManifestsRun kubectl, RealManifestsRun japply,
                             ObjectStore kubectlStore, ObjectStore japplyStore) throws Exception {
        RealManifestsRun.Result byKubectl = kubectl.apply(dir);
        RealManifestsRun.Result byJapply = japply.apply(dir);
        List<String> found = new ArrayList<>();
        if (byKubectl.code() != byJapply.code()) {
            found.add("exit code: kubectl " + byKubectl.code() + ", japply " + byJapply.code());
        }
        found.addAll(RealManifestsCompare.lines(byKubectl.out(), byJapply.out()));
        found.addAll(RealManifestsCompare.lines(byKubectl.err(), byJapply.err()).stream().map(l -> "stderr " + l).toList());
        found.addAll(RealManifestsCompare.objects(kubectlStore.all(), japplyStore.all()));
        System.out.printf("-- %s: kubectl exit %d in %d ms (%s), japply exit %d in %d ms (%s): %d differences%n", name,
                byKubectl.code(), byKubectl.millis(), byKubectl.summary(), byJapply.code(), byJapply.millis(),
                byJapply.summary(), found.size());
        found.forEach(f -> System.out.println("   " + f));
        return found.size();
    }
}
