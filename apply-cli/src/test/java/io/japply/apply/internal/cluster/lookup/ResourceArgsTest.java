package io.japply.apply.internal.cluster.lookup;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import io.japply.apply.model.Failure;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/**
 * kubectl's argument forms and the builder's checks of them with -f, -l and --all; the messages are kubectl's
 * (cli-runtime's resource builder).
 */
class ResourceArgsTest {
    @Test
    void readsTheFormsKubectlReads() {
        assertEquals(new ResourceArgs(List.of(), List.of(), List.of(new ResourceArgs.Pair("deploy", "web"))),
                ResourceArgs.parse(List.of("deploy/web")));
        assertEquals(new ResourceArgs(List.of("deploy"), List.of("a", "b"), List.of()), ResourceArgs.parse(List.of("deploy", "a", "b")));
        assertEquals(new ResourceArgs(List.of("cm", "deploy"), List.of(), List.of()), ResourceArgs.parse(List.of("cm,deploy,cm")));
        assertEquals(List.of(new ResourceArgs.Pair("cm", "a"), new ResourceArgs.Pair("cm", "b"),
                new ResourceArgs.Pair("deploy", "a"), new ResourceArgs.Pair("deploy", "b")),
                ResourceArgs.parse(List.of("cm,deploy", "a", "b")).pairs());
    }

    @Test
    void refusesWhatKubectlRefuses() {
        assertEquals("arguments in resource/name form may not have more than one slash", refusal(List.of("cm/a/b")));
        assertEquals("arguments in resource/name form must have a single resource and name", refusal(List.of("cm/")));
        assertEquals("there is no need to specify a resource type as a separate argument when passing arguments in"
                + " resource/name form (e.g. 'kubectl get resource/<resource_name>' instead of 'kubectl get resource"
                + " resource/<resource_name>'", refusal(List.of("cm/x", "deploy")));
    }

    private static String refusal(List<String> args) {
        return assertThrows(Failure.class, () -> ResourceArgs.parse(args)).getMessage();
    }

    @Test
    void checksTheFlagsAsKubectlsBuilder() {
        assertEquals("setting 'all' parameter but found a non empty selector. ", selection("cm", false, null, true, true));
        assertEquals("found non-empty label selector \"a=b\" with previously set 'all' parameter. ",
                selection("cm", false, "a=b", true, false));
        assertEquals("selectors and the all flag cannot be used when passing resource/name arguments",
                selection("cm/x", false, null, true, false));
        assertEquals("name cannot be provided when a selector is specified", selection("cm x", false, "a=b", false, false));
        assertEquals("at least one resource must be specified to use a selector", selection("", false, null, true, false));
        assertEquals("when paths, URLs, or stdin is provided as input, you may not specify resource arguments as well",
                selection("cm x", true, null, false, false));
        assertEquals("resource/name arguments cannot be provided when a path is specified", selection("cm/x", true, null, false, false));
    }

    @Test
    void aTypeAloneMeansEveryObjectWhereKubectlSaysSo() {
        assertEquals(Optional.of(""), Selection.of(flags("cm", false, null, false, true)).selector());
        assertEquals(Optional.empty(), Selection.of(flags("cm", false, null, false, false)).selector());
        assertEquals(Optional.of("a=b"), Selection.of(flags("cm", false, " a=b ", false, false)).selector());
        assertEquals(Optional.of(""), Selection.of(flags("", true, null, true, false)).selector());
    }

    private static String selection(String args, boolean files, String selector, boolean all, boolean typesMeanAll) {
        return assertThrows(Failure.class, () -> Selection.of(flags(args, files, selector, all, typesMeanAll))).getMessage();
    }

    private static Selection.Flags flags(String args, boolean files, String selector, boolean all, boolean typesMeanAll) {
        List<String> words = args.isEmpty() ? List.of() : List.of(args.split(" "));
        return new Selection.Flags(ResourceArgs.parse(words), files, selector, all, typesMeanAll);
    }
}
