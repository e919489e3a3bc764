module omitted-when-zero

go 1.22
