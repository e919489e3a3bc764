package io.japply.cli.command;

import com.fasterxml.jackson.databind.node.ObjectNode;
import io.japply.annotations.LastApplied;
import io.japply.apply.model.Failure;
import io.japply.apply.LastAppliedRecords;
import io.japply.apply.LastAppliedTargets;
import io.japply.apply.model.LookupErrors;
import io.japply.apply.cluster.ClusterGateway;
import io.japply.apply.cluster.ObjectRef;
import io.japply.apply.job.ApplyOptions;
import io.japply.cli.ExitCodes;
import io.japply.cli.flags.OutputFormat;
import io.japply.threeway.json.GoJson;
import io.japply.threeway.json.Json;
import java.io.IOException;
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

/**
 * kubectl apply edit-last-applied: the recorded configurations of the objects of -f, -k or TYPE/NAME open in the
 * user's editor; each one that comes back changed is written back as the annotation, nothing else.
 */
@Command(name = "edit-last-applied",
        description = "Edit the last-applied configuration of the objects of -f, -k or TYPE/NAME in your editor "
                + "(KUBE_EDITOR, EDITOR, else vi).")
public final class EditLastApplied implements Callable<Integer> {
    static final String HEADER = """
            # Please edit the 'last-applied-configuration' annotations below.
            # Lines beginning with a '#' will be ignored, and an empty file will abort the edit.
            #
            """;

    @Spec
    CommandSpec spec;

    @Mixin
    LastAppliedObjects objects;

    @Option(names = "--windows-line-endings", arity = "0..1", fallbackValue = "true", paramLabel = "BOOL",
            description = "End the lines of the file the editor gets with CRLF.")
    boolean windowsLineEndings;

    /** -o: the format to edit in (yaml, json, kyaml) and to print the edited objects in; without it, kubectl's lines. */
    @Mixin
    LastAppliedPrinter printer;

    @Option(names = "--field-manager", paramLabel = "NAME", defaultValue = ApplyOptions.DEFAULT_FIELD_MANAGER,
            description = "Field manager of the edit's PATCH, as kubectl's. Default: ${DEFAULT-VALUE}.")
    String fieldManager = ApplyOptions.DEFAULT_FIELD_MANAGER;

    @Option(names = "--validate", arity = "0..1", fallbackValue = "strict", defaultValue = "strict",
            paramLabel = "strict|warn|ignore", description = "The server's field validation of the edit's PATCH, as"
            + " apply's --validate. Default: ${DEFAULT-VALUE}.")
    String validate = "strict";

    private final Apply apply;

    public EditLastApplied(Apply apply) {
        this.apply = apply;
    }

    /** One live object whose annotation is being edited. */
    record Target(ObjectRef ref, ClusterGateway.Served served, ObjectNode recorded) {
    }

    @Override
    public Integer call() throws IOException, InterruptedException {
        PrintWriter out = spec.commandLine().getOut();
        PrintWriter err = spec.commandLine().getErr();
        ClusterGateway gateway = objects.gateway(apply);
        List<Target> targets;
        OutputFormat format;
        try {
            printer.check();
            targets = collect(gateway, err);
            format = targets.isEmpty() ? OutputFormat.YAML : editedIn(printer.options.output().orElse(null));
        } catch (Failure | ClusterGateway.Refused | LookupErrors e) {
            LastAppliedLookup.report(e, err);
            return ExitCodes.FAILURE;
        }
        if (targets.isEmpty()) {
            err.println("error: no last-applied-configuration annotation found on resources, to create the "
                    + "annotation, use command `japply apply set-last-applied --create-annotation`");
            return ExitCodes.FAILURE;
        }
        EditSession session = new EditSession(apply.editor(), format, format == OutputFormat.PRETTY_JSON ? "" : HEADER,
                windowsLineEndings);
        Optional<List<ObjectNode>> edited = session.edit(document(targets), err);
        if (edited.isEmpty()) {
            return session.failed() ? ExitCodes.FAILURE : ExitCodes.OK;
        }
        if (writeBack(targets, edited.get(), gateway, out, err) > 0) {
            session.keep(err);
            return ExitCodes.FAILURE;
        }
        session.discard();
        return ExitCodes.OK;
    }

    /** kubectl's editor takes yaml (the default), json or kyaml only, whatever -o its printer would take. */
    private static OutputFormat editedIn(String output) {
        return switch (output == null ? "" : output) {
            case "", "yaml" -> OutputFormat.YAML;
            case "json" -> OutputFormat.PRETTY_JSON;
            case "kyaml" -> OutputFormat.KYAML;
            default -> throw Failure.input("unable to match a printer suitable for the output format \"" + output
                    + "\", allowed formats are: json,kyaml,yaml"); // kubectl 1.37.2's list
        };
    }

    /** Every object first, as kubectl reads them before it opens the editor; objects without the annotation left out. */
    private List<Target> collect(ClusterGateway gateway, PrintWriter err) {
        // kubectl's edit: a TYPE alone means every object of it; every named object read, missing ones failing together
        LastAppliedTargets.Source source = objects.source(null, false, true, true);
        List<Target> targets = new ArrayList<>();
        for (LastAppliedTargets.Target t : objects.find(apply, gateway, source, err)) {
            LastApplied.original(t.live()).ifPresent(recorded -> targets.add(new Target(t.ref(), t.served(), recorded)));
        }
        return targets;
    }

    /** One object as itself, several as a List, as kubectl opens them. */
    private static ObjectNode document(List<Target> targets) {
        if (targets.size() == 1) {
            return targets.get(0).recorded();
        }
        ObjectNode list = Json.object();
        list.put("apiVersion", "v1");
        targets.forEach(t -> list.withArray("items").add(t.recorded()));
        list.put("kind", "List");
        list.putObject("metadata");
        return list;
    }

    private int writeBack(List<Target> targets, List<ObjectNode> edited, ClusterGateway gateway,
                          PrintWriter out, PrintWriter err) {
        int failed = 0;
        for (ObjectNode object : edited) {
            Optional<Target> target = targets.stream().filter(t -> sameObject(t.recorded(), object)).findFirst();
            if (target.isEmpty()) {
                failed++;
                err.println("error: no original object found for " + object.path("kind").asText() + " "
                        + object.path("metadata").path("name").asText() + ": apiVersion, kind and name must not change");
                continue;
            }
            try {
                String action = write(target.get(), object, gateway,
                        new ClusterGateway.Write(false, fieldManager, false, io.japply.cli.flags.ApplyFlags.validation(validate)));
                // kubectl's printer for each object anew: no "---" between YAML documents
                printer.print(object, target.get().ref().display(), action, false, out);
            } catch (ClusterGateway.Refused | Failure e) {
                failed++;
                err.println("error: " + ExitCodes.oneLine(target.get().ref().display() + ": " + e.getMessage()));
            }
        }
        return failed;
    }

    private static String write(Target target, ObjectNode edited, ClusterGateway gateway, ClusterGateway.Write options) {
        if (GoJson.write(target.recorded()).equals(GoJson.write(edited))) {
            return "skipped";
        }
        LastAppliedRecords.write(gateway, target.ref(), target.served(), LastAppliedRecords.of(edited), options);
        return "edited";
    }

    private static boolean sameObject(ObjectNode a, ObjectNode b) {
        return a.path("apiVersion").equals(b.path("apiVersion")) && a.path("kind").equals(b.path("kind"))
                && a.path("metadata").path("name").equals(b.path("metadata").path("name"));
    }
}
