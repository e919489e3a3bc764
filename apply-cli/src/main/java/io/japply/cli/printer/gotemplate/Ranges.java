package io.japply.cli.printer.gotemplate;

import io.japply.cli.printer.gotemplate.Node.BranchNode;
import io.japply.cli.printer.gotemplate.Node.PipeNode;
import io.japply.cli.printer.gotemplate.Values.Boxed;
import java.util.List;
import java.util.Map;

/** {{range}} over a list or a map (keys in order), with its variables and else; Go 1.23 has no range over an int. */
final class Ranges {
    private final Executor executor;

    Ranges(Executor executor) {
        this.executor = executor;
    }

    void walkRange(Object dot, BranchNode range) {
        executor.at(range);
        Object value = Values.unbox(new Evaluator(executor).pipeline(dot, range.pipe()));
        if (!iterate(value, range)) {
            if (range.elseList() != null) {
                executor.walk(dot, range.elseList());
            }
        }
    }

    /** Runs the body for each element; false if there was none. */
    private boolean iterate(Object value, BranchNode range) {
        if (value instanceof List<?> list) {
            for (int i = 0; i < list.size(); i++) {
                if (turn(range, new Values.GoInt(i), new Boxed(list.get(i)))) {
                    break;
                }
            }
            return !list.isEmpty();
        }
        if (value instanceof Map<?, ?> map) {
            for (Map.Entry<?, ?> entry : map.entrySet()) {
                if (turn(range, entry.getKey(), new Boxed(entry.getValue()))) {
                    break;
                }
            }
            return !map.isEmpty();
        }
        if (value == null) {
            return false;
        }
        throw executor.error("range can't iterate over " + GoFmt.sprint(List.of(value)));
    }

    private boolean turn(BranchNode range, Object index, Object element) {
        PipeNode pipe = range.pipe();
        List<String> decl = pipe.decl();
        if (!decl.isEmpty()) {
            if (pipe.isAssign()) {
                executor.setVar(decl.get(0), decl.size() > 1 ? index : element);
            } else {
                executor.setTopVar(1, element);
            }
        }
        if (decl.size() > 1) {
            if (pipe.isAssign()) {
                executor.setVar(decl.get(1), element);
            } else {
                executor.setTopVar(2, index);
            }
        }
        return executor.turn(element, range.list());
    }
}
