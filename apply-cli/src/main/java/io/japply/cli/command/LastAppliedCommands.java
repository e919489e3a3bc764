package io.japply.cli.command;

import com.fasterxml.jackson.databind.node.ObjectNode;
import io.japply.annotations.LastApplied;
import io.japply.apply.PatchType;
import io.japply.apply.cluster.ClusterGateway;
import io.japply.apply.cluster.Namespaces;
import io.japply.apply.cluster.ObjectRef;
import io.japply.apply.preview.Redaction;
import io.japply.apply.read.Manifest;
import io.japply.apply.support.Failure;
import io.japply.cli.ExitCodes;
import io.japply.cli.flags.ClusterFlags;
import io.japply.cli.flags.OutputFormat;
import io.japply.threeway.json.GoJson;
import io.japply.threeway.json.Json;
import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/** kubectl apply's view-last-applied and set-last-applied, for the objects named in -f. */
public final class LastAppliedCommands {
    private LastAppliedCommands() {
    }

    /** What both commands share: the files, the cluster, and a walk over the live objects. */
    abstract static class Base implements Callable<Integer> {
        @Spec
        CommandSpec spec;

        @Mixin
        ClusterFlags cluster;

        @Option(names = {"-f", "--filename"}, split = ",", required = true, paramLabel = "FILE|DIR|-",
                description = "The objects, named by manifests.")
        List<String> files = new ArrayList<>();

        @Option(names = {"-R", "--recursive"}, description = "Read directories recursively.")
        boolean recursive;

        private final Apply apply;

        Base(Apply apply) {
            this.apply = apply;
        }

        @Override
        public Integer call() {
            ClusterGateway gateway = apply.cluster(cluster);
            PrintWriter out = spec.commandLine().getOut();
            PrintWriter err = spec.commandLine().getErr();
            int failed = 0;
            for (Manifest m : apply.manifests(files, recursive)) {
                try {
                    handle(m, gateway, out);
                } catch (Failure | ClusterGateway.Refused e) {
                    failed++;
                    err.println("error: " + ExitCodes.oneLine(m.where() + ": " + e.getMessage()));
                }
            }
            out.flush();
            return failed == 0 ? ExitCodes.OK : ExitCodes.FAILURE;
        }

        private void handle(Manifest m, ClusterGateway gateway, PrintWriter out) {
            if (m.problem().isPresent()) {
                throw Failure.input(m.error());
            }
            ObjectNode object = m.object();
            ClusterGateway.Served served = gateway.resource(object.get("apiVersion").asText(), object.get("kind").asText())
                    .orElseThrow(() -> Failure.input("the server has no kind " + object.get("kind").asText()));
            ObjectRef ref = ObjectRef.of(object, Namespaces.of(object, served, Optional.ofNullable(cluster.namespace), gateway));
            ObjectNode live = gateway.get(ref, served).orElseThrow(() -> Failure.input(ref.display() + " not found"));
            handle(object, ref, served, live, gateway, out);
        }

        abstract void handle(ObjectNode object, ObjectRef ref, ClusterGateway.Served served, ObjectNode live,
                             ClusterGateway gateway, PrintWriter out);

        static Failure missing(ObjectRef ref, String hint) {
            return Failure.input("no last-applied-configuration annotation found on resource: " + ref.display() + hint);
        }
    }

    @Command(name = "view-last-applied",
            description = "Print the last-applied configuration of the objects in -f.")
    public static final class View extends Base {
        @Option(names = {"-o", "--output"}, defaultValue = "yaml", paramLabel = "yaml|json", description = "Output format.")
        String output;

        @Option(names = "--show-secrets", description = "Print a Secret's values instead of masking them.")
        boolean showSecrets;

        public View(Apply apply) {
            super(apply);
        }

        @Override
        void handle(ObjectNode object, ObjectRef ref, ClusterGateway.Served served, ObjectNode live,
                    ClusterGateway gateway, PrintWriter out) {
            ObjectNode recorded = LastApplied.original(live).orElseThrow(() -> missing(ref, ""));
            // a Secret's values masked unless asked for (kubectl prints them)
            out.print(OutputFormat.fromFlag(output, OutputFormat.PRETTY_JSON).render(showSecrets ? recorded
                    : Redaction.masked(recorded)));
        }
    }

    @Command(name = "set-last-applied",
            description = "Set the last-applied configuration of live objects to the manifests in -f; nothing else changes.")
    public static final class Set extends Base {
        @Option(names = "--create-annotation", description = "Also write it where the live object has none.")
        boolean createAnnotation;

        public Set(Apply apply) {
            super(apply);
        }

        @Override
        void handle(ObjectNode object, ObjectRef ref, ClusterGateway.Served served, ObjectNode live,
                    ClusterGateway gateway, PrintWriter out) {
            if (LastApplied.original(live).isEmpty() && !createAnnotation) {
                throw missing(ref, ", to create the annotation, run the command with --create-annotation");
            }
            // kubectl's annotation: the file's object as read (its namespace filled in), compared byte for byte
            String recorded = GoJson.write(withNamespace(object, ref.namespace())) + "\n";
            if (recorded.equals(live.path("metadata").path("annotations").path(LastApplied.KEY).asText(null))) {
                out.println("set-last-applied " + ref.name() + ": no changes required.");
                return;
            }
            ObjectNode patch = Json.object();
            patch.putObject("metadata").putObject("annotations").put(LastApplied.KEY, recorded);
            gateway.patch(ref, served, PatchType.MERGE, GoJson.write(patch), ClusterGateway.Write.bare());
            out.println(ref.display() + " configured");
        }

        private static ObjectNode withNamespace(ObjectNode object, String namespace) {
            ObjectNode copy = object.deepCopy();
            if (namespace != null) {
                copy.withObject("/metadata").put("namespace", namespace);
            }
            return copy;
        }
    }
}
