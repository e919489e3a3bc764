// Command omitted-when-zero lists the fields of the Kubernetes API types that the server stores as
// nothing at their zero value: a struct field whose Go type is a non-pointer bool, string or number
// (or a named type of one) with omitempty or omitzero in its json tag. It reads the Go sources of
// k8s.io/api and of k8s.io/apimachinery's meta/v1 at one release and keeps the definitions and
// properties that release's OpenAPI v2 document (swagger.json) has. Fields of embedded (inline)
// structs are not listed under the embedding type. Standard library only; run by
// tools/omitted-when-zero/run, which writes
// apply-cli/src/main/resources/io/japply/apply/preview/normalize/omitted-when-zero.txt.
//
//	go run ./tools/omitted-when-zero SWAGGER_JSON API_MODULE_DIR APIMACHINERY_MODULE_DIR
package main

import (
	"encoding/json"
	"fmt"
	"go/ast"
	"go/parser"
	"go/token"
	"os"
	"path/filepath"
	"reflect"
	"sort"
	"strings"
)

var basic = map[string]bool{"bool": true, "string": true, "int": true, "int8": true, "int16": true,
	"int32": true, "int64": true, "uint": true, "uint8": true, "uint16": true, "uint32": true,
	"uint64": true, "float32": true, "float64": true, "byte": true}

type field struct{ json, typ, pkg string }

func main() {
	if len(os.Args) != 4 {
		fmt.Fprintln(os.Stderr, "usage: omitted-when-zero SWAGGER_JSON API_MODULE_DIR APIMACHINERY_MODULE_DIR")
		os.Exit(2)
	}
	var swagger struct {
		Definitions map[string]struct {
			Properties map[string]json.RawMessage `json:"properties"`
		} `json:"definitions"`
	}
	data, err := os.ReadFile(os.Args[1])
	check(err)
	check(json.Unmarshal(data, &swagger))
	structs := map[string][]field{} // definition -> fields
	named := map[string]bool{}      // named basic types: "<definition prefix>.Type", "<package>.Type"
	apiDir, machineryDir := os.Args[2], os.Args[3]
	check(filepath.WalkDir(apiDir, func(path string, d os.DirEntry, err error) error {
		if err != nil || !d.IsDir() {
			return err
		}
		rel, _ := filepath.Rel(apiDir, path)
		if parts := strings.Split(rel, string(filepath.Separator)); len(parts) == 2 {
			readPackage(path, "io.k8s.api."+parts[0]+"."+parts[1], structs, named)
		}
		return nil
	}))
	readPackage(filepath.Join(machineryDir, "pkg/apis/meta/v1"), "io.k8s.apimachinery.pkg.apis.meta.v1", structs, named)
	readPackage(filepath.Join(machineryDir, "pkg/types"), "io.k8s.apimachinery.pkg.types", structs, named)
	var names []string
	for name := range structs {
		if _, ok := swagger.Definitions[name]; ok {
			names = append(names, name)
		}
	}
	sort.Strings(names)
	for _, name := range names {
		var props []string
		for _, f := range structs[name] {
			if _, ok := swagger.Definitions[name].Properties[f.json]; !ok {
				continue
			}
			if basic[f.typ] || named[f.pkg+"."+f.typ] || (strings.Contains(f.typ, ".") && named[f.typ]) {
				props = append(props, f.json)
			}
		}
		if len(props) > 0 {
			sort.Strings(props)
			fmt.Printf("%s: %s\n", name, strings.Join(props, " "))
		}
	}
}

// readPackage records the package's structs (as definition prefix + "." + name) with their tagged
// scalar-looking fields, and its named types whose underlying type is basic.
func readPackage(dir, prefix string, structs map[string][]field, named map[string]bool) {
	pkgs, err := parser.ParseDir(token.NewFileSet(), dir, func(fi os.FileInfo) bool {
		return !strings.HasSuffix(fi.Name(), "_test.go")
	}, 0)
	check(err)
	short := prefix[strings.LastIndex(prefix, ".")+1:]
	if strings.Contains(prefix, "pkg.types") {
		short = "types"
	}
	for _, pkg := range pkgs {
		for _, file := range pkg.Files {
			ast.Inspect(file, func(n ast.Node) bool {
				spec, ok := n.(*ast.TypeSpec)
				if !ok {
					return true
				}
				switch t := spec.Type.(type) {
				case *ast.Ident:
					if basic[t.Name] {
						named[prefix+"."+spec.Name.Name] = true
						named[pkg.Name+"."+spec.Name.Name] = true
						named[short+"."+spec.Name.Name] = true
					}
				case *ast.StructType:
					structs[prefix+"."+spec.Name.Name] = fields(t, prefix)
				}
				return true
			})
		}
	}
}

func fields(t *ast.StructType, prefix string) []field {
	var out []field
	for _, f := range t.Fields.List {
		if len(f.Names) == 0 || f.Tag == nil {
			continue // embedded
		}
		tag := reflect.StructTag(strings.Trim(f.Tag.Value, "`")).Get("json")
		parts := strings.Split(tag, ",")
		if parts[0] == "" || parts[0] == "-" || !(contains(parts[1:], "omitempty") || contains(parts[1:], "omitzero")) {
			continue
		}
		switch ty := f.Type.(type) {
		case *ast.Ident:
			out = append(out, field{parts[0], ty.Name, prefix})
		case *ast.SelectorExpr:
			if x, ok := ty.X.(*ast.Ident); ok {
				out = append(out, field{parts[0], x.Name + "." + ty.Sel.Name, prefix})
			}
		}
	}
	return out
}

func contains(list []string, s string) bool {
	for _, x := range list {
		if x == s {
			return true
		}
	}
	return false
}

func check(err error) {
	if err != nil {
		fmt.Fprintln(os.Stderr, "omitted-when-zero:", err)
		os.Exit(1)
	}
}
